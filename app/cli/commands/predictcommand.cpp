// ringlab-cli predict DIR: checks a measured live run key by key against the ports.
#include "clicommand.h"
#include "cliservers.h"

#include "ringcore/live/livepredictor.h"

#include <QJsonDocument>

using namespace ringcore;

namespace ringlab::cli {

class PredictCommand : public CliCommand
{
    Q_DECLARE_TR_FUNCTIONS(ringlab::cli::PredictCommand) // the context lupdate writes into translations/*.ts
public:
    QString name() const override { return QStringLiteral("predict"); }
    int maxPositional() const override { return 1; }
    QString summary() const override
    {
        return QCoreApplication::translate("ringlab::cli::PredictCommand",
                                           "Check a measured run (measure --out DIR) key by key against the ports");
    }
    void setup(QCommandLineParser &p) override
    {
        p.addPositionalArgument(QStringLiteral("DIR"),
                                QCoreApplication::translate("ringlab::cli::PredictCommand", "Run directory."));
        p.addOption({QStringLiteral("json"),
                     QCoreApplication::translate("ringlab::cli::PredictCommand", "Print the result as JSON.")});
        p.addOption({QStringLiteral("list"),
                     QCoreApplication::translate("ringlab::cli::PredictCommand", "Mismatches to list (default 20)."),
                     QStringLiteral("N"), QStringLiteral("20")});
    }
    int run(QCommandLineParser &p) override
    {
        if (p.positionalArguments().size() != 1)
            return usageError(tr("expected one run directory (DIR), got %1 arguments").arg(p.positionalArguments().size()));
        QString error;
        int listed = 0;
        if (!CliServers::parseCount(QStringLiteral("list"), p.value(QStringLiteral("list")), 0, LivePrediction::kMaxListed,
                                    &listed, &error))
            return usageError(error);
        LivePrediction prediction;
        if (!LivePredictor::predict(p.positionalArguments().front(), &prediction, &error))
            return failure(error);
        if (p.isSet(QStringLiteral("json"))) {
            out() << QJsonDocument(prediction.toJson()).toJson();
        } else {
            for (const QString &warning : std::as_const(prediction.warnings))
                out() << tr("warning: %1").arg(warning) << '\n';
            // First, before any count: the counts below cannot be trusted when the files disagree.
            for (const QString &problem : std::as_const(prediction.integrityProblems))
                out() << tr("CHECK FAILED: %1").arg(problem) << '\n';
            if (!prediction.integrityProblems.isEmpty()) {
                out() << tr("the mapping and results.json do not match; no agreement is reported") << Qt::endl;
                return Failure;
            }
            out() << tr("%1 port: %2 of %3 keys agree (%4%), %5 mismatched, %6 without a usable answer")
                         .arg(prediction.algorithm)
                         .arg(prediction.agreed)
                         .arg(prediction.compared)
                         .arg(prediction.agreement * 100, 0, 'f', 4)
                         .arg(prediction.mismatched)
                         .arg(prediction.unanswered)
                  << '\n';
            if (prediction.mappingCutLine)
                out() << tr("line %1 of the mapping was cut mid-write (crash or full disk) and was ignored")
                             .arg(prediction.mappingCutLine)
                      << '\n';
            if (prediction.rewritten)
                out() << tr("%1 keys reached the proxy as another path (rewritten on the way); they were checked "
                            "with the path the proxy received")
                             .arg(prediction.rewritten)
                      << '\n';
            if (!prediction.keyByKey)
                out() << tr("this run bounds loads (HAProxy hash-balance-factor): a request goes to the ring's first "
                            "choice only while that server is not too busy, so the %1 mismatches are requests spilled "
                            "by the load in flight, not errors of the port; the run's traffic check compares them with "
                            "ringcore's simulation of the rule")
                             .arg(prediction.mismatched)
                      << '\n';
            if (!prediction.runValid)
                out() << tr("the run is INVALID: %1").arg(prediction.runReasons.join(QStringLiteral("; "))) << '\n';
            if (prediction.retriesNextOnRing && prediction.mismatched)
                out() << tr("%1 of the %2 mismatched keys went exactly where skipping their expected backend sends them")
                             .arg(prediction.explainedBySkip)
                             .arg(prediction.mismatched)
                      << '\n';
            for (int i = 0; i < qMin<int>(listed, int(prediction.mismatches.size())); ++i) {
                const PredictMismatch &m = prediction.mismatches[i];
                out() << "  " << m.index << '\t' << QString::fromUtf8(m.key) << '\t'
                      << tr("measured %1, predicted %2%3")
                             .arg(m.measuredPort)
                             .arg(m.predictedPort)
                             .arg(m.skippedBackend ? tr(" (skipped backend)") : QString())
                      << '\n';
            }
        }
        out().flush();
        return (prediction.mismatched == 0 || !prediction.keyByKey) && prediction.compared > 0 && prediction.integrityProblems.isEmpty() ? Ok
                                                                                                             : Failure;
    }
};

} // namespace ringlab::cli

using ringlab::cli::PredictCommand;
RINGLAB_REGISTER_COMMAND(PredictCommand, "predict")
