import { useParams, useSearchParams } from 'react-router-dom';
import { SIGLA_PADRAO } from '../../../lib/siglaCliente';
import { destinoAposLogin } from '../utils/destinoAposLogin';
import { AcessoAoAmbiente } from './AcessoAoAmbiente';
import { AtivacaoDeConta } from './AtivacaoDeConta';
import { LayoutAutenticacao } from './LayoutAutenticacao';

/** /login/:customer and /ativarusuario/:customer/:hash: the same screen (the activation runs on top of the login). */
export function LoginPage() {
  const { customer = SIGLA_PADRAO, hash } = useParams();
  const [parametros] = useSearchParams();
  const destino = destinoAposLogin(parametros);

  return (
    <LayoutAutenticacao
      customer={customer}
      titulo={hash ? 'Ativação de conta' : 'Entrar'}
      subtitulo={
        hash ? 'Estamos ativando sua conta. Em instantes você poderá entrar.' : 'Acesse sua conta para continuar.'
      }
    >
      {(cliente) =>
        hash ? (
          <AtivacaoDeConta cliente={cliente} hash={hash} />
        ) : (
          <AcessoAoAmbiente cliente={cliente} destino={destino} />
        )
      }
    </LayoutAutenticacao>
  );
}
