import { Link, useParams } from 'react-router-dom';
import { caminhoLogin } from '../../../lib/caminhos';
import { SIGLA_PADRAO } from '../../../lib/siglaCliente';
import { LayoutAutenticacao } from './LayoutAutenticacao';
import { NovaSenhaForm } from './NovaSenhaForm';
import { PedidoRecuperacaoForm } from './PedidoRecuperacaoForm';

/**
 * /recover-password/:customer asks for the e-mail; /resetarsenha/:customer/:hash, the link
 * sent by e-mail, asks for the new password (spec 1, section 4).
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
