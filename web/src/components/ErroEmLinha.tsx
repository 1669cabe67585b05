import { Alert, Button } from 'antd';

export interface ErroEmLinhaProps {
  mensagem: string;
  onTentarNovamente: () => void;
}

/** A part of a screen whose data could not be loaded (a column, a section): the message and a retry, in place. */
export function ErroEmLinha({ mensagem, onTentarNovamente }: ErroEmLinhaProps) {
  return (
    <Alert
      type="warning"
      showIcon
      title={mensagem}
      action={
        <Button size="small" onClick={onTentarNovamente}>
          Tentar novamente
        </Button>
      }
    />
  );
}
