import { useState } from 'react';
import { Link, useParams } from 'react-router-dom';
import { caminhoLogin } from '../../../lib/caminhos';
import { SIGLA_PADRAO } from '../../../lib/siglaCliente';
import { ConfirmarEmailForm } from './ConfirmarEmailForm';
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
 * /confirmaremail/:customer/:hash, the link of a new account's first e-mail. The person already
 * chose a password at sign-up, so the page asks for that password (docs/adr/0053): knowing it
 * while holding the link proves the mailbox owner chose it. Someone who did not sign up (or forgot
 * the password) sets a new one on the same link instead, which also ends the other sessions.
 */
export function ConfirmarEmailPage() {
  const { customer = SIGLA_PADRAO, hash = '' } = useParams();
  const [novaSenha, setNovaSenha] = useState(false);
  return (
    <LayoutAutenticacao
      customer={customer}
      titulo={novaSenha ? 'Definir nova senha' : 'Confirmar e-mail'}
      subtitulo={
        novaSenha
          ? 'A nova senha confirma o seu e-mail e encerra as sessões abertas com a senha anterior.'
          : 'Digite a senha que você escolheu no cadastro para confirmar o seu e-mail.'
      }
    >
      {(cliente) =>
        novaSenha ? (
          <NovaSenhaForm cliente={cliente} hash={hash} />
        ) : (
          <ConfirmarEmailForm cliente={cliente} hash={hash} onNovaSenha={() => setNovaSenha(true)} />
        )
      }
    </LayoutAutenticacao>
  );
}
