import { Button, Result } from 'antd';
import { useRouteError } from 'react-router-dom';

/**
 * Last-resort screen for a render failure or a screen whose code could not be downloaded
 * (typically after a new version was published while the tab was open).
 */
export function ErroDeRota() {
  const erro = useRouteError();
  const falhaAoBaixar = erro instanceof TypeError && /import|module/i.test(erro.message);

  const handleRecarregar = () => window.location.reload();

  return (
    <Result
      status="warning"
      title={falhaAoBaixar ? 'Uma nova versão está disponível' : 'Algo deu errado nesta tela'}
      subTitle={
        falhaAoBaixar
          ? 'Recarregue a página para continuar usando a versão mais recente.'
          : 'Recarregue a página. Se o problema continuar, fale com o suporte.'
      }
      extra={
        <Button type="primary" onClick={handleRecarregar}>
          Recarregar página
        </Button>
      }
    />
  );
}
