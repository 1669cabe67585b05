import { Button, Result } from 'antd';
import { useNavigate } from 'react-router-dom';
import { caminhoLogin } from '../../../lib/caminhos';
import { SIGLA_PADRAO } from '../../../lib/siglaCliente';

export interface AmbienteNaoEncontradoProps {
  mensagem: string;
}

/**
 * An unknown tenant in a public link. Its own chunk (LayoutAutenticacao loads it lazily): antd's
 * `Result` carries its status illustrations (about 9 KB gzip), which the login and sign-up routes
 * should not download for a case that is rare.
 */
export function AmbienteNaoEncontrado({ mensagem }: AmbienteNaoEncontradoProps) {
  const navigate = useNavigate();
  const handleIrParaPrincipal = () => navigate(caminhoLogin(SIGLA_PADRAO));
  return (
    <Result
      status="404"
      title={mensagem}
      subTitle="Confira o endereço de acesso ou fale com o administrador do seu ambiente."
      extra={
        <Button type="primary" onClick={handleIrParaPrincipal}>
          Ir para o ambiente principal
        </Button>
      }
    />
  );
}
