// `ringlab-cli figure ring`: the Ring page's figure of the whole ring, nothing selected.
#include "gui/export/figurekind.h"
#include "gui/ring/ringpage.h"
#include "gui/ring/ringrenderer.h"

#include "ringcore/snapshot/ringsnapshotbuilder.h"

namespace ringlab::gui {

namespace {

class RingFigureKind : public FigureKind
{
public:
    QString name() const override { return QStringLiteral("ring"); }
    bool fitsMemory(const ringcore::Experiment &experiment, QString *error) const override
    {
        return ringcore::RingSnapshotBuilder::checkMemory(experiment, error);
    }
    FigureResult compute(const FigureRequest &request) const override
    {
        auto snapshot = std::make_shared<const ringcore::RingSnapshot>(ringcore::RingSnapshotBuilder::build(request.experiment));
        // An option or weight the file gave that the algorithm refuses: the file is named.
        if (!snapshot->ok())
            return FigureResult::failed(request.aboutExperiment(snapshot->error));
        RingRenderState state; // the whole ring, nothing selected
        state.snapshot = snapshot;
        return FigureResult::ok({RingPage::figure(snapshot, request.experiment, state)});
    }
};

} // namespace

RINGLAB_REGISTER_FIGURE_KIND(10, RingFigureKind)

} // namespace ringlab::gui
