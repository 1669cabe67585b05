import type { PerfilUsuario } from '@wf/shared/types/sessao';
import type { ItemMenu } from './itensMenu';

export interface ContextoMenu {
  perfil: PerfilUsuario;
  /** The tenant's azureSignIn is S: organisation data comes from the directory. */
  diretorioNuvem: boolean;
  /** The user has no environment besides the current one. */
  semOutrosAmbientes: boolean;
}

/**
 * Hidden when the profile is not listed, Ambiente and Organograma hidden with a
 * cloud directory, the switch entry hidden without other environments, a parent hidden when
 * none of its children is visible; entries of screens not yet built are never shown.
 */
export function filtrarMenu(itens: readonly ItemMenu[], contexto: ContextoMenu): ItemMenu[] {
  return itens.flatMap((item): ItemMenu[] => {
    if (!item.disponivel || !item.perfis.includes(contexto.perfil)) return [];
    if (item.ocultaComDiretorioNuvem && contexto.diretorioNuvem) return [];
    if (item.ocultaSemOutrosAmbientes && contexto.semOutrosAmbientes) return [];
    if (!item.filhos) return [item];
    const filhos = filtrarMenu(item.filhos, contexto);
    return filhos.length > 0 ? [{ ...item, filhos }] : [];
  });
}

/** The entry whose route contains the current path, for the menu's selected key. */
export function chaveSelecionada(itens: readonly ItemMenu[], pathname: string): string | undefined {
  for (const item of itens) {
    const doFilho = item.filhos ? chaveSelecionada(item.filhos, pathname) : undefined;
    if (doFilho) return doFilho;
    const caminhos = [item.caminho, ...(item.outrosCaminhos ?? [])].filter(Boolean) as string[];
    if (!item.filhos && caminhos.some((c) => pathname === c || pathname.startsWith(`${c}/`))) {
      return item.chave;
    }
  }
  return undefined;
}

/** The parents to open so the current entry is visible. */
export function chavesAbertas(itens: readonly ItemMenu[], pathname: string): string[] {
  return itens.filter((item) => item.filhos && chaveSelecionada(item.filhos, pathname)).map((item) => item.chave);
}
