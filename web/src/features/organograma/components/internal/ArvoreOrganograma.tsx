import { SearchOutlined, TeamOutlined } from '@ant-design/icons';
import { Flex, Input, Tag, Tooltip, Tree, Typography } from 'antd';
import type { NoOrg } from '@wf/shared/schemas/organograma';
import { useMemo, useState, type Key } from 'react';
import { achatarArvore, caminhoAte, filtrarArvore } from '../../../../lib/organograma';

export interface ArvoreOrganogramaProps {
  arvore: NoOrg[];
  selecionada: string | null;
  onSelecionar: (id: string | null) => void;
}

interface NoDaArvore {
  key: string;
  no: NoOrg;
  children: NoDaArvore[];
}

const paraNos = (nos: readonly NoOrg[]): NoDaArvore[] =>
  nos.map((no) => ({ key: no.id, no, children: paraNos(no.filhos) }));

/**
 * The units as antd's Tree (role tree: arrows move, Enter selects, left and right fold), each
 * showing its description, acronym, responsible and count of people. A search narrows the tree
 * to the matching units and their ancestors.
 */
export function ArvoreOrganograma({ arvore, selecionada, onSelecionar }: ArvoreOrganogramaProps) {
  const [termo, setTermo] = useState('');
  // Everything starts open: an organogram is read as a whole. A unit just selected (a new one)
  // has its ancestors opened too.
  const [fechadas, setFechadas] = useState<ReadonlySet<string>>(new Set());
  const filtrada = useMemo(() => filtrarArvore(arvore, termo), [arvore, termo]);
  const dados = useMemo(() => paraNos(filtrada), [filtrada]);
  const caminho = selecionada ? caminhoAte(arvore, selecionada).slice(0, -1) : [];
  const abertas = achatarArvore(filtrada)
    .map(({ no }) => no.id)
    .filter((id) => termo.trim() || caminho.includes(id) || !fechadas.has(id));

  const handleExpandir = (chaves: Key[]) => {
    const agora = new Set(chaves.map(String));
    setFechadas(
      new Set(
        achatarArvore(arvore)
          .map(({ no }) => no.id)
          .filter((id) => !agora.has(id)),
      ),
    );
  };

  return (
    <Flex vertical gap={12}>
      <Input
        allowClear
        prefix={<SearchOutlined aria-hidden />}
        placeholder="Buscar unidade"
        aria-label="Buscar unidade"
        value={termo}
        onChange={(e) => setTermo(e.target.value)}
      />
      {dados.length === 0 ? (
        <Typography.Text type="secondary">Nenhuma unidade encontrada.</Typography.Text>
      ) : (
        <Tree<NoDaArvore>
          aria-label="Unidades do organograma"
          blockNode
          virtual={false}
          treeData={dados}
          expandedKeys={abertas}
          onExpand={handleExpandir}
          selectedKeys={selecionada ? [selecionada] : []}
          // A click on the selected unit keeps it selected (antd would unselect it).
          onSelect={(_chaves, { node }) => onSelecionar(node.key)}
          titleRender={({ no }) => <RotuloUnidade no={no} />}
        />
      )}
    </Flex>
  );
}

function RotuloUnidade({ no }: { no: NoOrg }) {
  return (
    <Flex align="center" gap={6} wrap style={{ padding: '2px 0' }}>
      <Typography.Text strong>{no.descricao}</Typography.Text>
      {no.sigla && <Tag style={{ marginInlineEnd: 0 }}>{no.sigla}</Tag>}
      {no.Usuario && (
        <Typography.Text type="secondary" style={{ fontSize: 12 }}>
          {no.Usuario.nome}
        </Typography.Text>
      )}
      <Tooltip title={`${no.qtdeUsuarios} ${no.qtdeUsuarios === 1 ? 'pessoa' : 'pessoas'}`}>
        <Typography.Text type="secondary" style={{ fontSize: 12, marginInlineStart: 'auto' }}>
          <TeamOutlined aria-hidden /> {no.qtdeUsuarios}
          <span className="sr-only">{no.qtdeUsuarios === 1 ? ' pessoa' : ' pessoas'}</span>
        </Typography.Text>
      </Tooltip>
    </Flex>
  );
}
