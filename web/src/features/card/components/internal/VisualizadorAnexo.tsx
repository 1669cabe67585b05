import { DownloadOutlined, ZoomInOutlined, ZoomOutOutlined } from '@ant-design/icons';
import { Alert, Button, Flex, Modal, Skeleton, Typography } from 'antd';
import type { Anexo } from '@wf/shared/types/instancia';
import { useEffect, useState } from 'react';
import { comoVisualizar, LIMITE_TEXTO_VISUALIZADO, proximoZoom, ZOOM } from '../../utils/anexos';

export interface VisualizadorAnexoProps {
  anexo: Pick<Anexo, 'nomeArquivo' | 'url' | 'urlVisualizacao'>;
  onFechar: () => void;
}

/** Image with zoom from 0.4, in steps of 0.3. */
function ImagemComZoom({ nome, url }: { nome: string; url: string }) {
  const [zoom, setZoom] = useState<number>(ZOOM.inicial);
  return (
    <>
      <Flex gap={8} justify="center" style={{ marginBottom: 8 }}>
        <Button
          icon={<ZoomOutOutlined />}
          aria-label="Diminuir zoom"
          disabled={zoom <= ZOOM.minimo}
          onClick={() => setZoom((z) => proximoZoom(z, 'menos'))}
        />
        <span aria-live="polite" style={{ minWidth: 48, textAlign: 'center', lineHeight: '32px' }}>
          {Math.round(zoom * 100)}%
        </span>
        <Button
          icon={<ZoomInOutlined />}
          aria-label="Aumentar zoom"
          disabled={zoom >= ZOOM.maximo}
          onClick={() => setZoom((z) => proximoZoom(z, 'mais'))}
        />
      </Flex>
      <div style={{ overflow: 'auto', maxHeight: '70vh', textAlign: 'center' }}>
        <img
          src={url}
          alt={nome}
          style={{
            transform: `scale(${zoom})`,
            transformOrigin: 'top center',
            maxWidth: '100%',
            transition: 'transform .15s',
          }}
        />
      </div>
    </>
  );
}

/** A text file (json) read from its download URL and shown as plain text, never as markup. */
function Texto({ nome, url }: { nome: string; url: string }) {
  const [estado, setEstado] = useState<{ texto?: string; erro?: boolean }>({});
  useEffect(() => {
    const controle = new AbortController();
    fetch(url, { signal: controle.signal })
      .then(async (r) => {
        if (!r.ok) throw new Error(String(r.status));
        setEstado({ texto: await r.text() });
      })
      .catch(() => !controle.signal.aborted && setEstado({ erro: true }));
    return () => controle.abort();
  }, [url]);
  if (estado.erro) return <Alert type="error" showIcon title="Não foi possível carregar o arquivo. Use Baixar." />;
  if (estado.texto === undefined) return <Skeleton active paragraph={{ rows: 6 }} />;
  const cortado = estado.texto.length > LIMITE_TEXTO_VISUALIZADO;
  return (
    <Flex vertical gap={8}>
      {cortado && (
        <Typography.Text type="secondary">Mostrando o início do arquivo; baixe-o para ver tudo.</Typography.Text>
      )}
      <pre
        aria-label={`Conteúdo de ${nome}`}
        tabIndex={0}
        style={{ maxHeight: '70vh', overflow: 'auto', margin: 0, whiteSpace: 'pre-wrap', wordBreak: 'break-word' }}
      >
        {cortado ? estado.texto.slice(0, LIMITE_TEXTO_VISUALIZADO) : estado.texto}
      </pre>
    </Flex>
  );
}

/**
 * The preview of a card attachment, in a modal over the card: an image in the zoom viewer, a PDF
 * in the browser's own viewer (a frame of the URL the server serves it inline from, on the files
 * bucket's origin), json as text. Downloading is a separate action ('Baixar'). Nothing for a
 * file with no preview (comoVisualizar).
 */
export function VisualizadorAnexo({ anexo, onFechar }: VisualizadorAnexoProps) {
  const { nomeArquivo: nome } = anexo;
  const como = comoVisualizar(anexo);
  let corpo;
  if (!como) return null;
  if (como === 'imagem') corpo = <ImagemComZoom nome={nome} url={anexo.urlVisualizacao ?? anexo.url} />;
  else if (como === 'pdf')
    corpo = (
      <iframe
        src={anexo.urlVisualizacao}
        title={`Visualização de ${nome}`}
        referrerPolicy="no-referrer"
        style={{ width: '100%', height: '75vh', border: 0 }}
      />
    );
  else corpo = <Texto nome={nome} url={anexo.url} />;
  return (
    <Modal
      open
      title={nome}
      onCancel={onFechar}
      width={{ xs: '100%', md: 900, xl: 1100 }}
      destroyOnHidden
      footer={
        <Flex gap={8} justify="flex-end">
          <Button
            icon={<DownloadOutlined />}
            href={anexo.url}
            download={nome}
            // No new tab: the URL answers the file as an attachment, so the page stays where it is.
            rel="noopener noreferrer"
          >
            Baixar
          </Button>
        </Flex>
      }
    >
      {corpo}
    </Modal>
  );
}
