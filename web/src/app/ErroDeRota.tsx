import { WarningFilled } from '@ant-design/icons';
import { Button, theme } from 'antd';

/**
 * Last-resort screen for a render failure or a screen whose code could not be downloaded
 * (typically after a new version was published while the tab was open). It is in the entry
 * chunk (a lazy error screen could not load in the second case), so it draws antd's warning
 * `Result` layout from theme tokens instead of importing `Result`, whose three status
 * illustrations (403/404/500 SVGs, about 9 KB gzip) would ship to every screen.
 */
/** antd's Result icon: three times the heading-3 size (24 px). */
const ICONE_PX = 72;

export interface ErroDeRotaProps {
  erro: unknown;
}

export function ErroDeRota({ erro }: ErroDeRotaProps) {
  const falhaAoBaixar = erro instanceof TypeError && /import|module/i.test(erro.message);
  const { token } = theme.useToken();

  const handleRecarregar = () => window.location.reload();

  return (
    <div style={{ padding: `${token.paddingLG * 2}px ${token.paddingXL}px`, textAlign: 'center' }}>
      <div style={{ marginBottom: token.paddingLG, color: token.colorWarning }}>
        <WarningFilled style={{ fontSize: ICONE_PX }} />
      </div>
      <div
        style={{
          color: token.colorTextHeading,
          fontSize: token.fontSizeHeading3,
          lineHeight: token.lineHeightHeading3,
          marginBlock: token.marginXS,
        }}
      >
        {falhaAoBaixar ? 'Uma nova versão está disponível' : 'Algo deu errado nesta tela'}
      </div>
      <div style={{ color: token.colorTextDescription, fontSize: token.fontSize, lineHeight: token.lineHeight }}>
        {falhaAoBaixar
          ? 'Recarregue a página para continuar usando a versão mais recente.'
          : 'Recarregue a página. Se o problema continuar, fale com o suporte.'}
      </div>
      <div style={{ marginTop: token.paddingLG }}>
        <Button type="primary" onClick={handleRecarregar}>
          Recarregar página
        </Button>
      </div>
    </div>
  );
}
