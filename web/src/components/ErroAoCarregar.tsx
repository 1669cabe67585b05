import { Button, Result } from 'antd';

export interface ErroAoCarregarProps {
  mensagem: string;
  onTentarNovamente: () => void;
}

/** A screen whose data could not be loaded: the server's message and a way to try again. */
export function ErroAoCarregar({ mensagem, onTentarNovamente }: ErroAoCarregarProps) {
  return (
    <Result
      status="warning"
      title="Não foi possível carregar esta tela"
      subTitle={mensagem}
      extra={
        <Button type="primary" onClick={onTentarNovamente}>
          Tentar novamente
        </Button>
      }
    />
  );
}
