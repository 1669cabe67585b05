import { Button, Modal } from 'antd';
import { TermosDeUsoTexto } from './TermosDeUsoTexto';
import { TITULO_TERMOS } from './textoTermosDeUso';

export interface TermosDeUsoModalProps {
  aberto: boolean;
  onFechar: () => void;
}

export function TermosDeUsoModal({ aberto, onFechar }: TermosDeUsoModalProps) {
  return (
    <Modal
      open={aberto}
      title={TITULO_TERMOS}
      onCancel={onFechar}
      width={760}
      footer={
        <>
          <Button href={`${import.meta.env.BASE_URL}termos`} target="_blank" rel="noopener">
            Abrir em nova aba
          </Button>
          <Button type="primary" onClick={onFechar}>
            Fechar
          </Button>
        </>
      }
      styles={{ body: { maxHeight: '65vh', overflowY: 'auto', paddingRight: 8 } }}
    >
      <TermosDeUsoTexto />
    </Modal>
  );
}
