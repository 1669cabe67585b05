import { Button, Result } from 'antd';
import { useNavigate } from 'react-router-dom';

/** /process/{id} of a flow that does not exist (any more) or that the user may not see. */
export function FluxoIndisponivel() {
  const navigate = useNavigate();
  const handleVoltar = () => navigate('/process');
  return (
    <Result
      status="404"
      title="Fluxo não encontrado"
      subTitle="Este fluxo não existe mais ou você não tem acesso a ele."
      extra={
        <Button type="primary" onClick={handleVoltar}>
          Ver meus fluxos
        </Button>
      }
    />
  );
}
