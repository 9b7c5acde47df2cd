import { catalogueEvents } from '@cinevia/proto';
import { on } from '@cinevia/service-kit';
import type { ProjectionStore } from '../store/projections';

/** Films added or edited in the catalogue become films progress may be saved for. */
export const onVideoChanged = (projections: ProjectionStore) =>
  [catalogueEvents.videoCreated, catalogueEvents.videoUpdated].map((contract) =>
    on(contract, async (event) => {
      await projections.rememberVideo(event.data.video.id);
    }),
  );
