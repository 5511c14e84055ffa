import { useEffect } from 'react';
import { useNavigate } from 'react-router';
import { HomePage } from '../features/home/pages/home-page';
import { useModalStore } from '../lib/modal-store';
import { useIsLoggedIn } from '../lib/session-store';
import { paths } from './paths';

/** /login, /register, /register.html: the home page with the login or register modal open. */
export function AuthEntryPage({ modal }: { modal: 'login' | 'register' }) {
  const navigate = useNavigate();
  const openModal = useModalStore((s) => s.openModal);
  const dismissModal = useModalStore((s) => s.dismissModal);
  const isLoggedIn = useIsLoggedIn();

  useEffect(() => {
    // A member has nothing to do here: straight to the home page.
    if (isLoggedIn) {
      navigate(paths.index(), { replace: true });
      return undefined;
    }
    // Closing the modal leaves the address of the modal for the home page.
    openModal({ name: modal, onClosed: () => navigate(paths.index(), { replace: true }) });
    return () => dismissModal(modal);
  }, [modal, isLoggedIn, navigate, openModal, dismissModal]);

  return <HomePage />;
}
