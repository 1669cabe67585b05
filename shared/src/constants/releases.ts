/**
 * The release notes of this product, newest first: the home's latest-release indicator and the
 * /historico-atualiacao page read them. One entry per release, in pt-BR, naming only what exists.
 */
export interface NotaDeVersao {
  versao: string;
  /** YYYY-MM-DD */
  data: string;
  adicao: string[];
  correcao: string[];
  imagensAdicao: string[];
}

export const NOTAS_DE_VERSAO: readonly NotaDeVersao[] = [
  {
    versao: '1.4.0',
    data: '2026-11-26',
    adicao: [
      'Home com os seus números: todos os cards, sob sua responsabilidade, em acompanhamento, próximos a vencer e em atraso.',
      'Lista de cards de cada quadro da home, 30 por página.',
      'Gráfico dos últimos 15 dias por fluxo (cards criados e movimentados por dia) e cards por responsável.',
      'Feed de atividades recentes dos seus fluxos, carregado aos poucos ao rolar.',
      'Indicador da última atualização e esta página de histórico.',
    ],
    correcao: ['A home não mostra mais a tela de boas-vindas para quem já tem cards.'],
    imagensAdicao: [],
  },
  {
    versao: '1.3.0',
    data: '2026-11-20',
    adicao: [
      'Notificações internas: menções em comentários, novo responsável e cards acompanhados movidos, comentados ou alterados.',
      'Chat dos fluxos: canal público e conversas diretas, com anexos.',
      'Operações em lote: mover todos os cards de uma etapa, ordenar uma etapa e copiar ou mover cards entre fluxos.',
    ],
    correcao: ['Contagem de não lidas exata mesmo com várias abas abertas.'],
    imagensAdicao: [],
  },
  {
    versao: '1.2.0',
    data: '2026-11-10',
    adicao: [
      'Cards: responsáveis, etiquetas, acompanhamento, checklists, comentários com menções e anexos.',
      'Filtros da lista de cards: meus cards, etiquetas, vencidos e vencendo na semana.',
      'Formulário público do fluxo.',
    ],
    correcao: [],
    imagensAdicao: [],
  },
  {
    versao: '1.1.0',
    data: '2026-10-30',
    adicao: [
      'Fluxos com etapas, conexões entre etapas e autorizações por etapa (autorizar, editar, executar).',
      'Quadro de cards com arrastar e soltar e formulários por etapa.',
    ],
    correcao: [],
    imagensAdicao: [],
  },
  {
    versao: '1.0.0',
    data: '2026-10-15',
    adicao: [
      'Acesso por ambiente: cadastro, ativação, login, recuperação de senha e troca de ambiente.',
      'Administração de usuários e do ambiente.',
    ],
    correcao: [],
    imagensAdicao: [],
  },
];

export const ULTIMA_VERSAO: NotaDeVersao = NOTAS_DE_VERSAO[0]!;
