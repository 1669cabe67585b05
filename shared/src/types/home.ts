import type { NotaDeVersao } from '../constants/releases';

export interface FluxoHome {
  id: string;
  descricao: string;
  arquivado: 'S' | 'N';
  numInstanciasCriadas: number;
}

/** GET /api/home */
export interface ResumoHome {
  totalCards: number;
  totalFluxos: number;
  totalSobResponsabilidade: number;
  totalEmAcompanhamento: number;
  totalProximoVencer: number;
  totalEmAtraso: number;
  listaFluxos: FluxoHome[];
  /** The latest release and whether this person has already seen it. */
  ultimaRelease: NotaDeVersao & { visualizada: boolean };
}

/** GET /api/home/graficos/{idFluxo} */
export interface GraficosHome {
  listaHistoricoCards: Array<{ dataReferencia: string; cardsCriados: number; cardsMovimentados: number }>;
  listaCardsPorResponsavel: Array<{ emailResponsavel: string; nomeResponsavel: string; totalCardsAlocados: number }>;
}

export interface CardHome {
  id: string;
  descricao: string;
  dataVencimento: string | null;
  vencido: boolean;
  emailAutor: string;
  dataHoraCriacao: string;
  responsaveis: string[];
  Etapa: { id: string; descricao: string; Fluxo: { id: string; descricao: string } };
}

/** GET /api/home/cards-por-tipo/{tipoTile} */
export interface CardsPorTile {
  listaInstancias: CardHome[];
  proximoCursor: string | null;
}

export interface AtividadeHome {
  id: string;
  nomeUsuario: string | null;
  emailUsuario: string;
  /** The author's photo (a short-lived read URL), null without one. */
  fotoUsuario: string | null;
  iniciais: string;
  /** The author's avatar colour, the same as on every other avatar of that person. */
  cor: string;
  /** What the line is: a comment's `comentario` is rich text (HTML), the others plain text. */
  tipo: 'criado' | 'movido' | 'comentario' | 'responsavel';
  comentario: string;
  geradoPeloSistema: 'S' | 'N';
  dataHoraAlteracao: string;
  Instancia: {
    id: string;
    descricao: string;
    Etapa: { id: string; descricao: string; Fluxo: { id: string; descricao: string } };
  };
}

/** GET /api/home/atividades */
export interface AtividadesHome {
  listaAtividades: AtividadeHome[];
  proximoCursor: string | null;
}
