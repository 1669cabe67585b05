import { Link, useParams } from 'react-router-dom';
import { caminhoLogin } from '../../../lib/caminhos';
import { SIGLA_PADRAO } from '../../../lib/siglaCliente';
import { LayoutAutenticacao } from './LayoutAutenticacao';
import { NovaSenhaForm } from './NovaSenhaForm';
import { PedidoRecuperacaoForm } from './PedidoRecuperacaoForm';

/**
 * /recover-password/:customer asks for the e-mail; /resetarsenha/:customer/:hash, the link sent
 * by e-mail, asks for the new password.
 */
export function RecuperarSenhaPage() {
  const { customer = SIGLA_PADRAO, hash } = useParams();
  return (
    <LayoutAutenticacao
      customer={customer}
      titulo={hash ? 'Definir nova senha' : 'Recuperar senha'}
      subtitulo={
        <>
          Lembrou a senha? <Link to={caminhoLogin(customer)}>Voltar para o login</Link>
        </>
      }
    >
      {(cliente) =>
        hash ? <NovaSenhaForm cliente={cliente} hash={hash} /> : <PedidoRecuperacaoForm cliente={cliente} />
      }
    </LayoutAutenticacao>
  );
}

/**
 * /confirmaremail/:customer/:hash, the link of a new account's first e-mail. Opening it confirms
 * nothing: the e-mail is confirmed only when its owner sets the account's password here (the same
 * call as a reset), which also ends every session opened with the previous password.
 */
export function ConfirmarEmailPage() {
  const { customer = SIGLA_PADRAO, hash = '' } = useParams();
  return (
    <LayoutAutenticacao
      customer={customer}
      titulo="Confirmar e-mail"
      subtitulo="Defina sua senha para confirmar seu e-mail."
    >
      {(cliente) => <NovaSenhaForm cliente={cliente} hash={hash} />}
    </LayoutAutenticacao>
  );
}
