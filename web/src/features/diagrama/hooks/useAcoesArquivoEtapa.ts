import { App } from 'antd';
import { mensagensEtapa } from '@wf/shared/schemas/etapa';
import type { Etapa } from '@wf/shared/types/fluxo';
import { useRef, type ChangeEvent } from 'react';
import { baixarArquivo } from '../../../lib/baixarArquivo';
import { toast } from '../../../lib/toast';
import { useExportarConfigEtapa } from '../api/exportar-config-etapa';
import { useImportarConfigEtapa } from '../api/importar-config-etapa';
import { lerConfigDoTexto, nomeArquivoConfig } from '../utils/arquivoConfig';

/**
 * Export (download a JSON file) and import (choose a JSON file, send it) of a stage's
 * configuration. The caller renders `entradaArquivo` props on a hidden file input.
 */
export function useAcoesArquivoEtapa(idFluxo: string) {
  const { modal } = App.useApp();
  const exportar = useExportarConfigEtapa();
  const importar = useImportarConfigEtapa(idFluxo);
  const entrada = useRef<HTMLInputElement>(null);
  const etapaDaImportacao = useRef<Etapa | null>(null);

  const exportarConfig = (etapa: Etapa) => {
    exportar.mutate(etapa.id, {
      onSuccess: (config) => {
        // The shared download keeps the blob URL alive long enough for a busy browser to read it
        // (revoked after one second here, a loaded Chromium sometimes never started the download).
        baixarArquivo(
          nomeArquivoConfig(etapa.descricao),
          new Blob([JSON.stringify(config, null, 2)], { type: 'application/json' }),
        );
        toast.sucesso('Configuração exportada');
      },
    });
  };

  const escolherArquivo = (etapa: Etapa) => {
    etapaDaImportacao.current = etapa;
    if (entrada.current) {
      entrada.current.value = '';
      entrada.current.click();
    }
  };

  const handleArquivoEscolhido = async (evento: ChangeEvent<HTMLInputElement>) => {
    const arquivo = evento.target.files?.[0];
    const etapa = etapaDaImportacao.current;
    if (!arquivo || !etapa) return;
    const leitura = lerConfigDoTexto(await arquivo.text());
    if (!leitura.valido) {
      toast.erro(mensagensEtapa.erroImportar);
      return;
    }
    // The server replaces the stage's form and colour with the file's; name and flags stay.
    modal.confirm({
      title: `Importar configuração para "${etapa.descricao}"?`,
      content: `O formulário e a cor da etapa serão substituídos pelos do arquivo ${arquivo.name}. O nome, as conexões e as pessoas autorizadas não mudam.`,
      okText: 'Importar',
      cancelText: 'Cancelar',
      onOk: () =>
        importar
          .mutateAsync({ idEtapa: etapa.id, configEtapa: leitura.conteudo })
          .then(({ mensagem }) => toast.sucesso(mensagem || mensagensEtapa.importado))
          .catch(() => undefined),
    });
  };

  return {
    exportarConfig,
    escolherArquivo,
    entradaArquivo: { ref: entrada, onChange: handleArquivoEscolhido },
  };
}
