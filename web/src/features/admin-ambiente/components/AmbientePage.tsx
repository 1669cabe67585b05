import { Card, Skeleton, Tabs } from 'antd';
import { ErroAoCarregar } from '../../../components/ErroAoCarregar';
import { useAssistenteIa } from '../../../hooks/useAssistenteIa';
import { useTituloDocumento } from '../../../hooks/useTituloDocumento';
import { mensagemDoErro } from '../../../lib/api';
import { useCliente } from '../api/get-cliente';
import { ConfiguracoesForm } from './ConfiguracoesForm';
import { LogosPainel } from './LogosPainel';
import { TituloPagina } from '../../../components/TituloPagina';

/** /admin/ambiente: the tenant's settings and logos. */
export function AmbientePage() {
  const cliente = useCliente();
  useTituloDocumento('Ambiente');
  const { AdministracaoIa } = useAssistenteIa();

  const handleTentarNovamente = () => void cliente.refetch();

  return (
    <>
      <TituloPagina style={{ marginTop: 0 }}>Ambiente</TituloPagina>
      <Card>
        {cliente.data ? (
          <Tabs
            items={[
              {
                key: 'configuracoes',
                label: 'Configurações',
                children: <ConfiguracoesForm key={cliente.dataUpdatedAt} cliente={cliente.data} />,
              },
              {
                key: 'logo',
                label: 'Logo',
                children: <LogosPainel key={cliente.dataUpdatedAt} cliente={cliente.data} />,
              },
              ...(AdministracaoIa
                ? [{ key: 'ia', label: 'Inteligência artificial', children: <AdministracaoIa /> }]
                : []),
            ]}
          />
        ) : cliente.isError ? (
          <ErroAoCarregar mensagem={mensagemDoErro(cliente.error)} onTentarNovamente={handleTentarNovamente} />
        ) : (
          <Skeleton active paragraph={{ rows: 8 }} />
        )}
      </Card>
    </>
  );
}
