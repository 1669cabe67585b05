import { Typography } from 'antd';
import { Link, useParams } from 'react-router-dom';
import { caminhoLogin } from '../../../lib/caminhos';
import { SIGLA_PADRAO } from '../../../lib/siglaCliente';
import { CadastroForm } from './CadastroForm';
import { LayoutAutenticacao } from './LayoutAutenticacao';
import { somenteGoogle } from '../utils/loginComGoogle';

/** /register/:customer */
export function CadastroPage() {
  const { customer = SIGLA_PADRAO } = useParams();
  return (
    <LayoutAutenticacao
      customer={customer}
      titulo="Criar conta"
      subtitulo={
        <>
          Já tem uma conta? <Link to={caminhoLogin(customer)}>Entrar</Link>
        </>
      }
    >
      {(cliente) =>
        somenteGoogle(cliente) ? (
          <Typography.Paragraph>
            Este ambiente permite acesso somente com a conta Google. Volte para a tela de login e use o botão Entrar com
            Google.
          </Typography.Paragraph>
        ) : (
          <CadastroForm cliente={cliente} />
        )
      }
    </LayoutAutenticacao>
  );
}
