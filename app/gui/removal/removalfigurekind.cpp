// `ringlab-cli figure removal`: the Removal page's matrices, the experiment's algorithm beside
// HAProxy's (the page's default pair).
#include "gui/export/figurekind.h"
#include "gui/export/figureprogress.h"
#include "gui/removal/removalpage.h"

namespace ringlab::gui {

namespace {

class RemovalFigureKind : public FigureKind
{
    Q_DECLARE_TR_FUNCTIONS(ringlab::gui::RemovalFigureKind)
public:
    QString name() const override { return QStringLiteral("removal"); }
    bool fitsMemory(const ringcore::Experiment &experiment, QString *error) const override
    {
        return RemovalPage::checkMemory(experiment, RemovalConfig{experiment.algorithm, 0},
                                        RemovalConfig{QStringLiteral("haproxy"), 1},
                                        RemovalPage::keysFor(experiment.keys).routed(), error);
    }
    FigureResult compute(const FigureRequest &request) const override
    {
        const ringcore::Experiment &experiment = request.experiment;
        FigureProgress line(tr("removal matrices"));
        const RemovalPair pair = RemovalPage::compute(experiment, RemovalConfig{experiment.algorithm, 0},
                                                      RemovalConfig{QStringLiteral("haproxy"), 1},
                                                      RemovalPage::keysFor(experiment.keys).routed(),
                                                      line.progress());
        return FigureResult::ok({RemovalPage::figure(pair)});
    }
};

} // namespace

RINGLAB_REGISTER_FIGURE_KIND(30, RemovalFigureKind)

} // namespace ringlab::gui
