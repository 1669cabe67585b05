import { SearchOutlined } from '@ant-design/icons';
import { Button, Flex, Input, Popover, Spin, Typography, theme } from 'antd';
import { LIMITES_PESQUISA, maiorPalavra, mensagensPesquisa } from '@wf/shared/schemas/pesquisa';
import type { ResultadoPesquisaCard } from '@wf/shared/types/instancia';
import { lazy, Suspense, useState, type KeyboardEvent } from 'react';
import { useNavigate } from 'react-router-dom';
import { useValorAtrasado } from '../../../hooks/useValorAtrasado';
import { mensagemDoErro } from '../../../lib/api';
import { usePesquisaCards } from '../api/pesquisa';
import { caminhoDoResultado, ResultadosPesquisa } from './internal/ResultadosPesquisa';

// The date pickers of the advanced search load only when it is opened.
const PesquisaAvancadaModal = lazy(async () => ({
  default: (await import('./PesquisaAvancadaModal')).PesquisaAvancadaModal,
}));

export interface BuscaCardsProps {
  compacto: boolean;
}

/**
 * The header's card search: from 3 characters, 200 ms after the last key, the popover lists the
 * cards of every flow the person may open whose words start with the words typed in the title,
 * generated id or form values; a result opens its card. "Pesquisa avançada" adds date ranges.
 */
export function BuscaCards({ compacto }: BuscaCardsProps) {
  const { token } = theme.useToken();
  const navigate = useNavigate();
  const [texto, setTexto] = useState('');
  const [aberto, setAberto] = useState(false);
  const [avancada, setAvancada] = useState(false);
  const atrasado = useValorAtrasado(texto.trim(), LIMITES_PESQUISA.atrasoMs);
  const suficiente = maiorPalavra(atrasado).length >= LIMITES_PESQUISA.minimoCaracteres;
  // Form values too, as a card search is expected to: the same bounded index read, on the set of
  // entries that holds them (ADR 0026).
  const consulta = usePesquisaCards({ textoPesquisa: atrasado, considerarDadosExecucao: 'S' }, suficiente);

  const abrir = (c: ResultadoPesquisaCard) => {
    setAberto(false);
    void navigate(caminhoDoResultado(c));
  };
  const aoTeclar = (e: KeyboardEvent) => {
    if (e.key === 'Escape') setAberto(false);
  };

  const conteudo = (
    <div
      style={{ width: 380, maxWidth: 'calc(100vw - 32px)' }}
      onKeyDown={aoTeclar}
      // Clicking a result must not blur the field first (the blur closes the popover).
      onMouseDown={(e) => e.preventDefault()}
      role="dialog"
      aria-label="Cards encontrados na pesquisa"
    >
      <div style={{ maxHeight: 420, overflowY: 'auto' }}>
        {!suficiente ? (
          <Typography.Paragraph type="secondary" style={{ margin: 0, padding: 12 }}>
            {mensagensPesquisa.textoCurto}
          </Typography.Paragraph>
        ) : consulta.isError ? (
          <Typography.Paragraph type="danger" style={{ margin: 0, padding: 12 }}>
            {mensagemDoErro(consulta.error)}
          </Typography.Paragraph>
        ) : !consulta.data ? (
          <Flex justify="center" style={{ padding: 24 }}>
            <Spin />
          </Flex>
        ) : (
          <ResultadosPesquisa
            resultados={consulta.data.listaInstancias}
            maisResultados={consulta.data.maisResultados}
            onAbrir={abrir}
          />
        )}
      </div>
      <Flex justify="flex-end" style={{ padding: '4px 8px', borderTop: `1px solid ${token.colorBorderSecondary}` }}>
        <Button
          type="link"
          size="small"
          onClick={() => {
            setAberto(false);
            setAvancada(true);
          }}
        >
          Pesquisa avançada
        </Button>
      </Flex>
    </div>
  );

  return (
    <>
      <Popover
        content={conteudo}
        trigger={[]}
        placement="bottomLeft"
        open={aberto && texto.trim().length > 0}
        onOpenChange={setAberto}
        styles={{ container: { padding: 0 } }}
      >
        <Input
          allowClear
          value={texto}
          onChange={(e) => {
            setTexto(e.target.value);
            setAberto(true);
          }}
          onFocus={() => setAberto(true)}
          onBlur={() => setAberto(false)}
          onKeyDown={aoTeclar}
          prefix={<SearchOutlined />}
          placeholder="Pesquisar cards"
          aria-label="Pesquisar cards"
          style={{ width: compacto ? 160 : 280, marginInline: 8 }}
        />
      </Popover>
      {avancada && (
        <Suspense fallback={null}>
          <PesquisaAvancadaModal textoInicial={texto} onFechar={() => setAvancada(false)} onAbrir={abrir} />
        </Suspense>
      )}
    </>
  );
}
