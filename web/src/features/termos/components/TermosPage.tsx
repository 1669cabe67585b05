import { Typography } from 'antd';
import { PaginaPublica } from '../../../components/PaginaPublica';
import { TermosDeUsoTexto } from '../../../components/termos/TermosDeUsoTexto';
import { TITULO_TERMOS } from '../../../components/termos/textoTermosDeUso';
import { useTituloDocumento } from '../../../hooks/useTituloDocumento';

/** /termos: the full terms page, public. */
export function TermosPage() {
  useTituloDocumento('Termos de uso');
  return (
    <PaginaPublica larguraMaxima={860} comVoltar>
      <Typography.Title level={1} style={{ fontSize: 28 }}>
        {TITULO_TERMOS}
      </Typography.Title>
      <TermosDeUsoTexto />
    </PaginaPublica>
  );
}
