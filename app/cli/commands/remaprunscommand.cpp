// ringlab-cli remap-runs DIR_NORMAL DIR_DOWN: where the keys of servers marked down went, measured
// beside predicted (`ringlab-cli remap DIR_NORMAL DIR_DOWN` delegates here).
#include "clicommand.h"
#include "ringcore/core/numbertext.h"

#include "ringcore/live/liveremap.h"

#include <QJsonDocument>

using namespace ringcore;

namespace ringlab::cli {

class RemapRunsCommand : public CliCommand
{
    Q_DECLARE_TR_FUNCTIONS(ringlab::cli::RemapRunsCommand) // the context lupdate writes into translations/*.ts
public:
    QString name() const override { return QStringLiteral("remap-runs"); }
    int maxPositional() const override { return 2; }
    QString summary() const override
    {
        return QCoreApplication::translate("ringlab::cli::RemapRunsCommand",
                                           "Compare a normal live run with a run with servers down, measured and predicted");
    }
    void setup(QCommandLineParser &p) override
    {
        p.addPositionalArgument(QStringLiteral("DIR_NORMAL"),
                                QCoreApplication::translate("ringlab::cli::RemapRunsCommand", "Run with every server up."));
        p.addPositionalArgument(QStringLiteral("DIR_DOWN"),
                                QCoreApplication::translate("ringlab::cli::RemapRunsCommand", "Run with servers marked down."));
        p.addOption({QStringLiteral("json"),
                     QCoreApplication::translate("ringlab::cli::RemapRunsCommand", "Print the result as JSON.")});
    }
    int run(QCommandLineParser &p) override
    {
        const QStringList args = p.positionalArguments();
        if (args.size() != 2)
            return usageError(tr("expected two run directories (DIR_NORMAL DIR_DOWN), got %1").arg(args.size()));
        LiveRemap remap;
        QString error;
        if (!LiveRemapper::compare(args[0], args[1], &remap, &error))
            return failure(error);
        if (p.isSet(QStringLiteral("json"))) {
            out() << QJsonDocument(remap.toJson()).toJson();
            out().flush();
            return Ok;
        }
        out() << tr("removed: %1; keys answered in both runs: %2").arg(remap.removed.join(QStringLiteral(", "))).arg(remap.commonKeys) << '\n';
        for (const QString &note : std::as_const(remap.notes))
            out() << tr("note: %1").arg(note) << '\n';
        out() << tr("            keys on removed  receivers  largest share  other keys moved") << '\n';
        auto row = [&](const QString &label, const RemapSide &s) {
            out() << label.leftJustified(12) << QString::number(s.keysOnRemoved).rightJustified(15)
                  << QString::number(s.receivers).rightJustified(11)
                  << ringcore::NumberText::percentSign(s.largestShare, 1, ringcore::NumberText::fileLocale()).rightJustified(15)
                  << QString::number(s.otherMoved).rightJustified(18) << '\n';
        };
        row(tr("measured"), remap.measured);
        row(tr("predicted"), remap.predicted);
        out().flush();
        return Ok;
    }
};

} // namespace ringlab::cli

using ringlab::cli::RemapRunsCommand;
RINGLAB_REGISTER_COMMAND(RemapRunsCommand, "remap-runs")
