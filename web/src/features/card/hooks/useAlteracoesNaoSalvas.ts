import { createContext, useCallback, useContext, useEffect, useState } from 'react';

type Marcar = (chave: string, alterado: boolean) => void;

const ContextoAlteracoes = createContext<Marcar>(() => undefined);

/** Given by the card modal to its sections: each one marks whether it holds unsaved input. */
export const ProvedorAlteracoesNaoSalvas = ContextoAlteracoes.Provider;

/**
 * The card modal's record of unsaved input: which of its parts (the stage forms, the details
 * editor) hold something typed and not saved. `haAlteracoes` drives the question before leaving.
 */
export function useRegistroDeAlteracoes() {
  const [alteradas, setAlteradas] = useState<ReadonlySet<string>>(new Set());
  const marcar = useCallback<Marcar>(
    (chave, alterado) =>
      setAlteradas((atuais) => {
        if (atuais.has(chave) === alterado) return atuais;
        const novas = new Set(atuais);
        if (alterado) novas.add(chave);
        else novas.delete(chave);
        return novas;
      }),
    [],
  );
  return { haAlteracoes: alteradas.size > 0, marcar };
}

/** Marks this part of the card modal as holding unsaved input (or not); unmarked when it unmounts. */
export function useMarcarAlteracoes(chave: string, alterado: boolean): void {
  const marcar = useContext(ContextoAlteracoes);
  useEffect(() => marcar(chave, alterado), [marcar, chave, alterado]);
  useEffect(() => () => marcar(chave, false), [marcar, chave]);
}
