import { Card, Skeleton, Tabs } from 'antd';
import { ErroAoCarregar } from '../../../components/ErroAoCarregar';
import { useTituloDocumento } from '../../../hooks/useTituloDocumento';
import { mensagemDoErro } from '../../../lib/api';
import { useMinhaConta } from '../api/get-minha-conta';
import { AcessoApiPainel } from './AcessoApiPainel';
import { DadosBasicosForm } from './DadosBasicosForm';
import { TituloPagina } from '../../../components/TituloPagina';

/** /minha-conta: the user's own profile and API access. */
export function MinhaContaPage() {
  const minhaConta = useMinhaConta();
  useTituloDocumento('Minha conta');

  const handleTentarNovamente = () => void minhaConta.refetch();

  return (
    <>
      <TituloPagina style={{ marginTop: 0 }}>Minha conta</TituloPagina>
      <Card>
        {minhaConta.data ? (
          <Tabs
            items={[
              {
                key: 'dados',
                label: 'Dados básicos',
                children: <DadosBasicosForm key={minhaConta.dataUpdatedAt} usuario={minhaConta.data} />,
              },
              { key: 'api', label: 'API', children: <AcessoApiPainel usuario={minhaConta.data} /> },
            ]}
          />
        ) : minhaConta.isError ? (
          <ErroAoCarregar mensagem={mensagemDoErro(minhaConta.error)} onTentarNovamente={handleTentarNovamente} />
        ) : (
          <Skeleton active avatar paragraph={{ rows: 8 }} />
        )}
      </Card>
    </>
  );
}
