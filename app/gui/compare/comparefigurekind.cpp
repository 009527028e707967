// `ringlab-cli figure compare`: the Compare page's table and charts for its default rows.
#include "gui/compare/comparepage.h"
#include "gui/export/figurekind.h"
#include "gui/export/figureprogress.h"

#include "ringcore/analysis/comparetable.h"
#include "ringcore/keys/keysample.h"

#include <algorithm>

namespace ringlab::gui {

namespace {

class CompareFigureKind : public FigureKind
{
    Q_DECLARE_TR_FUNCTIONS(ringlab::gui::CompareFigureKind)
public:
    QString name() const override { return QStringLiteral("compare"); }
    FigureResult compute(const FigureRequest &request) const override
    {
        const ringcore::Experiment &experiment = request.experiment;
        // The Compare page's keys, caption and note (a sample of a larger experiment named as one).
        const ringcore::KeySample sample = ComparePage::keysFor(experiment.keys);
        FigureProgress line(tr("compare table"));
        const qint64 keys = sample.routed();
        // The Compare page's and ringlab-cli compare's default (it took the middle server, 9051).
        const int removed = ringcore::CompareAnalysis::defaultRemovedIndex(experiment.servers);
        const ringcore::CompareTable table = ringcore::CompareAnalysis::compute(
            experiment.servers, ringcore::KeySource::generated(keys, experiment.seed), std::min<qint64>(keys, 200000), removed,
            ringcore::CompareAnalysis::defaultSettings(), line.progress());
        return FigureResult::ok(ComparePage::figures(table, ComparePage::caption(experiment, table), sample));
    }
};

} // namespace

RINGLAB_REGISTER_FIGURE_KIND(40, CompareFigureKind)

} // namespace ringlab::gui
