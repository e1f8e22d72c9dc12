import { PATHS } from '../../../config/paths';
import { outlinedOnDark } from '../../../components/buttonStyles';
import { CtaBanner } from '../../../components/CtaBanner';
import { LinkButton } from '../../../components/LinkButton';

export const READY_TO_TRANSFORM_ID = 'ready-to-transform';

export function ReadyToTransform() {
  return (
    <CtaBanner
      id={READY_TO_TRANSFORM_ID}
      title="Ready to transform your career?"
      text="Share your resume with us and hear about roles that fit you, or talk to our team about hiring and campus partnerships."
      actions={
        <>
          <LinkButton to={PATHS.postResume} variant="contained" color="secondary" size="large">
            Post Your Resume
          </LinkButton>
          <LinkButton to={PATHS.contact} variant="outlined" size="large" sx={outlinedOnDark}>
            Talk to Us
          </LinkButton>
        </>
      }
    />
  );
}
