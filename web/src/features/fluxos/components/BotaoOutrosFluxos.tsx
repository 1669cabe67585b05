import { AppstoreOutlined } from '@ant-design/icons';
import type { FluxoResumo } from '@wf/shared/types/fluxo';
import { Alert, Button, Drawer, Empty, Flex, Skeleton, theme, Typography } from 'antd';
import { useState } from 'react';
import { AvatarUsuario } from '../../../components/AvatarUsuario';
import { useTelaPequena } from '../../../hooks/useTelaPequena';
import { urlAbsolutaSpa } from '../../../lib/caminhos';
import { useFluxos } from '../api/get-fluxos';
import { ordenarFluxos } from '../utils/listaFluxos';
import { ContagensFluxo } from './internal/ContagensFluxo';
import { SeloIconeFluxo } from './internal/SeloIconeFluxo';

export interface BotaoOutrosFluxosProps {
  idFluxoAtual: string;
}

/**
 * The flow screen's 'Outros fluxos' floating button and drawer: the other active
 * flows. Each is a plain link, so opening one reloads the page as required (and a middle
 * click opens it in a new tab).
 */
export function BotaoOutrosFluxos({ idFluxoAtual }: BotaoOutrosFluxosProps) {
  const [aberto, setAberto] = useState(false);
  const telaPequena = useTelaPequena();
  const handleAbrir = () => setAberto(true);
  const handleFechar = () => setAberto(false);
  return (
    <>
      <Button shape="round" size="large" icon={<AppstoreOutlined aria-hidden />} onClick={handleAbrir}>
        Outros fluxos
      </Button>
      <Drawer title="Outros fluxos" open={aberto} onClose={handleFechar} size={telaPequena ? '100%' : 420}>
        {aberto && <ListaOutrosFluxos idFluxoAtual={idFluxoAtual} />}
      </Drawer>
    </>
  );
}

function ListaOutrosFluxos({ idFluxoAtual }: BotaoOutrosFluxosProps) {
  const { token } = theme.useToken();
  const fluxos = useFluxos();
  if (fluxos.isPending) return <Skeleton active avatar paragraph={{ rows: 4 }} />;
  if (!fluxos.data) return <Alert type="error" showIcon title="Não foi possível carregar os fluxos." />;

  const outros = ordenarFluxos(
    fluxos.data.listaFluxos.filter((fluxo) => fluxo.arquivado === 'N' && fluxo.id !== idFluxoAtual),
    'nome',
  );
  if (outros.length === 0) {
    return <Empty image={Empty.PRESENTED_IMAGE_SIMPLE} description="Você não possui outros fluxos ativos" />;
  }
  return (
    <ul aria-label="Outros fluxos" style={{ listStyle: 'none', margin: 0, padding: 0 }}>
      {outros.map((fluxo) => (
        <li key={fluxo.id} style={{ borderBottom: `1px solid ${token.colorBorderSecondary}` }}>
          <ItemOutroFluxo fluxo={fluxo} />
        </li>
      ))}
    </ul>
  );
}

interface ItemOutroFluxoProps {
  fluxo: FluxoResumo;
}

function ItemOutroFluxo({ fluxo }: ItemOutroFluxoProps) {
  return (
    <a
      href={urlAbsolutaSpa(`/process/${encodeURIComponent(fluxo.id)}`)}
      style={{ display: 'block', padding: '12px 4px', color: 'inherit' }}
    >
      <Flex align="center" gap={12}>
        <SeloIconeFluxo icone={fluxo.icone} tamanho={36} />
        <Flex vertical gap={4} style={{ flex: 1, minWidth: 0 }}>
          <Typography.Text strong ellipsis>
            {fluxo.descricao}
          </Typography.Text>
          <ContagensFluxo fluxo={fluxo} />
        </Flex>
        <AvatarUsuario
          nome={fluxo.Usuario.nome}
          iniciais={fluxo.Usuario.iniciais}
          cor={fluxo.Usuario.cor}
          foto={fluxo.Usuario.imgFoto}
          tamanho={28}
        />
      </Flex>
    </a>
  );
}
