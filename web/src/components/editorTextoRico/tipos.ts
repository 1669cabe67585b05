import type { VariavelOferecida } from './filtros';
import type { UsuarioResumo } from '@wf/shared/types/fluxo';

/** Someone '@' can mention: the e-mail is stored, the name shown (avatar fields when known). */
export type PessoaMencionavel = Pick<UsuarioResumo, 'email' | 'nome'> &
  Partial<Pick<UsuarioResumo, 'iniciais' | 'cor' | 'imgFoto'>>;

export interface EditorTextoRicoProps {
  /** HTML; '' (or the empty editor value) is an empty editor. Changing it from outside replaces the text. */
  valor: string;
  /** The editor's HTML, '' when it shows no text. */
  onChange: (html: string) => void;
  /** Accessible name of the text box. */
  rotulo: string;
  placeholder?: string;
  /** Turns '@' mentions on: the people offered (e.g. the flow's people). */
  pessoas?: readonly PessoaMencionavel[];
  /**
   * Turns '{{' variables on: the variables offered (e.g. the flow's form fields), by name or with
   * what each holds (shown beside it and searched too).
   */
  variaveis?: readonly (string | VariavelOferecida)[];
  autoFocus?: boolean;
  /** Ctrl+Enter (⌘+Enter). */
  onEnviar?: () => void;
  /** Escape, when no suggestion list is open. */
  onCancelar?: () => void;
  alturaMinima?: number;
}
