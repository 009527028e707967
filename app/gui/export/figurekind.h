#pragma once

#include "gui/chart/figure.h"
#include "ringcore/experiment/experiment.h"

#include <QCoreApplication>
#include <QList>
#include <QString>

#include <memory>
#include <optional>

namespace ringlab::gui {

/// What `ringlab-cli figure KIND` asks of a kind: the experiment and the options of
/// app/figure/figureoptions.h that kinds read.
struct FigureRequest
{
    ringcore::Experiment experiment;
    QString experimentFile; ///< --experiment (empty: the embedded default experiment)
    std::optional<QString> configFile; ///< --config (not given: the kind's default)
    std::optional<QString> runFolder;  ///< --run
    int servers = 0;        ///< --servers (0: the experiment's)
    int rings = 200;        ///< --rings
    int maxPoints = 4096;   ///< --max-points

    /// An error about the experiment, naming the file it came from when one was given
    /// ("--experiment: exp.json: …").
    QString aboutExperiment(const QString &error) const;
};

/// A kind's answer: its figures, or why there are none.
struct FigureResult
{
    enum class Status {
        Ok,
        BadInput, ///< the request cannot be drawn (exit 2, like any input out of range)
        Failed,   ///< the work ran and failed (exit 1)
    };
    Status status = Status::Ok;
    QString error; ///< the message for stderr (empty: the kind said it itself)
    QList<Figure> figures;

    static FigureResult ok(QList<Figure> figures) { return {Status::Ok, {}, std::move(figures)}; }
    static FigureResult badInput(const QString &error) { return {Status::BadInput, error, {}}; }
    static FigureResult failed(const QString &error) { return {Status::Failed, error, {}}; }
};

/// One KIND of `ringlab-cli figure` (ring, spread, …): computes headless what its page shows and
/// returns the page's figures. A page's folder registers its kinds from their own file with
/// RINGLAB_REGISTER_FIGURE_KIND, as pages register with RINGLAB_REGISTER_PAGE; the figure tool
/// (app/figure/figuretool.cpp) runs the kinds the command names, in registration order, and names
/// none of them. Kinds print their progress lines on stderr (FigureProgress).
class FigureKind
{
public:
    virtual ~FigureKind() = default;
    /// The command's KIND ("ring"); one of figureoptions::kinds().
    virtual QString name() const = 0;
    /// KIND "all" includes it for this request (default: always).
    virtual bool inAll(const FigureRequest &request) const
    {
        Q_UNUSED(request);
        return true;
    }
    /// Its figures carry the request's experiment in their JSON (default). Not a kind with
    /// settings of its own (the gallery) or a saved run's (live).
    virtual bool carriesExperiment() const { return true; }
    /// Refuses an experiment too large for memory before any kind computes: false with a sentence
    /// saying what to lower (default: fits).
    virtual bool fitsMemory(const ringcore::Experiment &experiment, QString *error) const
    {
        Q_UNUSED(experiment);
        Q_UNUSED(error);
        return true;
    }
    virtual FigureResult compute(const FigureRequest &request) const = 0;
};

/// Every registered kind, in order.
QList<const FigureKind *> figureKinds();
/// The kind named `name`, or null.
const FigureKind *figureKind(const QString &name);
bool registerFigureKind(int order, std::unique_ptr<FigureKind> kind);

} // namespace ringlab::gui

/// RINGLAB_REGISTER_FIGURE_KIND(10, RingFigureKind): `ringlab-cli figure ring` runs it, 10th in "all".
#define RINGLAB_REGISTER_FIGURE_KIND(order, Class)                                                 \
    namespace {                                                                                    \
    const bool ringlabFigureKindRegistered_##Class =                                               \
        ::ringlab::gui::registerFigureKind(order, std::make_unique<Class>());                      \
    }
