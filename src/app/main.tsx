import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { Provider } from 'react-redux';
import { RouterProvider, createBrowserRouter } from 'react-router-dom';
import { persistStore } from 'redux-persist';
import { PersistGate } from 'redux-persist/integration/react';
import { PageLoading } from './layout/PageLoading';
import { linkManifest } from './manifest';
import { routes } from './routes';
import { setupStore } from './store';
import { syncAuthAcrossTabs } from './authSync';
import { rememberStore } from './api/earlyQueries';
import { injectThemeVariables } from './themeCss';
import { installInsertionsAsPastes } from './components/fieldPaste';
import { installFocusRecovery } from './components/focusRecovery';

linkManifest();
injectThemeVariables();
installInsertionsAsPastes();
installFocusRecovery();

const store = setupStore();
rememberStore(store);
syncAuthAcrossTabs(store);
const persistor = persistStore(store);
const router = createBrowserRouter(routes);

const container = document.getElementById('root');
if (!container) throw new Error('index.html has no #root element');

createRoot(container).render(
  <StrictMode>
    <Provider store={store}>
      {/* Guards read the stored user, so nothing renders before it is restored. */}
      <PersistGate loading={<PageLoading />} persistor={persistor}>
        {/* The antd theme (ConfigProvider) comes with the screens that use antd: see components/Themed. */}
        <RouterProvider router={router} />
      </PersistGate>
    </Provider>
  </StrictMode>,
);
