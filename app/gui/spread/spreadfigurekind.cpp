// `ringlab-cli figure spread`: the Spread page's charts from a sweep of --servers, --rings and
// --max-points.
#include "gui/export/figurekind.h"
#include "gui/export/figureprogress.h"
#include "gui/spread/spreadfigures.h"
#include "gui/spread/spreadjob.h"

#include <algorithm>

namespace ringlab::gui {

namespace {

class SpreadFigureKind : public FigureKind
{
    Q_DECLARE_TR_FUNCTIONS(ringlab::gui::SpreadFigureKind)
public:
    QString name() const override { return QStringLiteral("spread"); }
    FigureResult compute(const FigureRequest &r) const override
    {
        const ringcore::Experiment &experiment = r.experiment;
        SpreadRequest request;
        request.servers = r.servers > 0 ? r.servers : std::max<int>(2, int(ringcore::enabledIndices(experiment.servers).size()));
        request.rings = r.rings;
        request.nearestRings = std::max(20, r.rings / 4);
        request.maxPoints = r.maxPoints;
        request.seed = experiment.seed;
        request.algorithm = experiment.algorithm;
        request.experimentServers = experiment.servers;
        request.options = experiment.options;
        request.setKeys(experiment.keys);
        request.keySeed = experiment.seed;
        FigureProgress line(tr("spread sweep"));
        const SpreadData data = SpreadJob::run(request, line.progress());
        if (!data.error.isEmpty())
            return FigureResult::failed(data.error);
        return FigureResult::ok(SpreadFigures::all(data));
    }
};

} // namespace

RINGLAB_REGISTER_FIGURE_KIND(20, SpreadFigureKind)

} // namespace ringlab::gui
