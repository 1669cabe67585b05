import { PlusOutlined } from '@ant-design/icons';
import { mensagensRegra, type Regra } from '@wf/shared/schemas/regra';
import type { FluxoComEtapas } from '@wf/shared/types/fluxo';
import { Alert, Button, Empty, Flex, Input, Modal, Skeleton } from 'antd';
import { useMemo, useState } from 'react';
import type { ContextoRegraIa } from '../../../components/assistenteIa';
import { useAssistenteIa } from '../../../hooks/useAssistenteIa';
import { useVariaveisDoFluxo } from '../../../lib/variaveisDoFluxo';
import { useSessaoAtual } from '../../../hooks/useSessao';
import { mensagemDoErro } from '../../../lib/api';
import { usePessoasDoFluxo, useRegras } from '../api/regras';
import { CartaoRegra } from './internal/CartaoRegra';
import { EditorRegra } from './internal/EditorRegra';
import { HistoricoExecucoes } from './internal/HistoricoExecucoes';

export interface ModalRegrasProps {
  dados: FluxoComEtapas;
  aberto: boolean;
  onFechar: () => void;
}

type Tela = { tipo: 'lista' } | { tipo: 'editor'; regra: Regra | null };

/**
 * 'Regras - {fluxo}': the flow's automation rules (search, On/Off, clone, delete, history) and
 * the editor. Loaded with the menu entry (lazy), not with the board.
 */
export function ModalRegras({ dados, aberto, onFechar }: ModalRegrasProps) {
  const idFluxo = dados.Fluxo.id;
  const regras = useRegras(idFluxo);
  const { usuario } = useSessaoAtual();
  const [tela, setTela] = useState<Tela>({ tipo: 'lista' });
  const [busca, setBusca] = useState('');
  const [historico, setHistorico] = useState<Regra | null>(null);
  const { RegraIa } = useAssistenteIa();
  // While the AI works (request, recording, transcription) the panel is locked open.
  const [ocupadoIa, setOcupadoIa] = useState(false);
  const [regraCriadaIa, setRegraCriadaIa] = useState<string | null>(null);
  const pessoas = usePessoasDoFluxo(idFluxo).data?.listaUsuarios;
  const variaveis = useVariaveisDoFluxo(idFluxo);
  const contextoIa = useMemo<ContextoRegraIa>(
    () => ({
      idFluxo,
      emails: (pessoas ?? []).map((p) => ({ email: p.email, nome: p.nome })),
      variaveis,
      etiquetas: dados.listaEtiquetas.map((e) => ({ id: e.id, descricao: e.descricao })),
      etapas: dados.listaEtapas.map((e) => ({ id: e.id, descricao: e.descricao })),
    }),
    [idFluxo, pessoas, variaveis, dados.listaEtiquetas, dados.listaEtapas],
  );

  const handleNova = () => setTela({ tipo: 'editor', regra: null });
  const handleVoltar = () => setTela({ tipo: 'lista' });

  const painelIa = RegraIa && (
    <RegraIa contexto={contextoIa} onRegraCriada={setRegraCriadaIa} onOcupado={setOcupadoIa} />
  );

  let conteudo;
  if (tela.tipo === 'editor') {
    conteudo = (
      <EditorRegra
        dados={dados}
        regra={tela.regra}
        podeSalvar={!tela.regra || tela.regra.Usuario.email === usuario.email}
        onConcluir={handleVoltar}
      />
    );
  } else if (regras.isPending) {
    conteudo = <Skeleton active paragraph={{ rows: 6 }} />;
  } else if (regras.isError) {
    conteudo = (
      <Alert
        type="error"
        showIcon
        title="Não foi possível carregar as regras."
        description={mensagemDoErro(regras.error)}
        action={<Button onClick={() => void regras.refetch()}>Tentar novamente</Button>}
      />
    );
  } else if (regras.data.listaRegras.length === 0) {
    conteudo = (
      <Flex vertical gap={12}>
        {painelIa}
        <Empty description="Nenhuma regra criada neste fluxo">
          <Button type="primary" icon={<PlusOutlined aria-hidden />} onClick={handleNova}>
            Criar regra
          </Button>
        </Empty>
      </Flex>
    );
  } else {
    const termo = busca.trim().toLocaleLowerCase('pt-BR');
    const filtradas = regras.data.listaRegras.filter((r) => r.descricao.toLocaleLowerCase('pt-BR').includes(termo));
    conteudo = (
      <Flex vertical gap={12}>
        {painelIa}
        <Flex gap={8}>
          <Input.Search
            allowClear
            placeholder={mensagensRegra.buscarRegra}
            aria-label={mensagensRegra.buscarRegra}
            value={busca}
            onChange={(e) => setBusca(e.target.value)}
          />
          <Button type="primary" icon={<PlusOutlined aria-hidden />} onClick={handleNova}>
            Nova regra
          </Button>
        </Flex>
        {filtradas.length === 0 ? (
          <Empty image={Empty.PRESENTED_IMAGE_SIMPLE} description="Nenhuma regra encontrada" />
        ) : (
          <ul
            aria-label="Regras do fluxo"
            style={{ listStyle: 'none', margin: 0, padding: 0, display: 'grid', gap: 12 }}
          >
            {filtradas.map((regra) => (
              <li key={regra.id} aria-current={regra.id === regraCriadaIa ? 'true' : undefined}>
                <CartaoRegra
                  idFluxo={idFluxo}
                  regra={regra}
                  ehCriador={regra.Usuario.email === usuario.email}
                  onAbrir={() => setTela({ tipo: 'editor', regra })}
                  onHistorico={() => setHistorico(regra)}
                />
              </li>
            ))}
          </ul>
        )}
      </Flex>
    );
  }

  return (
    <Modal
      title={`Regras - ${dados.Fluxo.descricao}`}
      open={aberto}
      onCancel={onFechar}
      closable={!ocupadoIa}
      maskClosable={!ocupadoIa}
      keyboard={!ocupadoIa}
      footer={null}
      width={960}
      destroyOnHidden
    >
      {conteudo}
      <HistoricoExecucoes regra={historico} onFechar={() => setHistorico(null)} />
    </Modal>
  );
}
