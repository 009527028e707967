// ringlab-cli merge: combines per-ring result files written by `simulate --shard` (or --out)
// into exactly the table an unsharded run prints.
#include "../clicommand.h"

#include "ringcore/core/filereader.h"
#include "ringcore/core/filewriter.h"
#include "ringcore/sim/simresultio.h"

#include <QFile>

using namespace ringcore;

namespace ringlab::cli {

class MergeCommand : public CliCommand
{
public:
    QString name() const override { return QStringLiteral("merge"); }
    QString summary() const override
    {
        return QCoreApplication::translate("ringlab::cli::MergeCommand", "Merge simulation shards into one table");
    }

    void setup(QCommandLineParser &parser) override
    {
        parser.addPositionalArgument(QStringLiteral("files"),
                                     QCoreApplication::translate("ringlab::cli::MergeCommand",
                                                                 "Per-ring result files from simulate --shard."),
                                     QStringLiteral("FILE..."));
        parser.addOption({QStringLiteral("json"),
                          QCoreApplication::translate("ringlab::cli::MergeCommand", "Machine-readable output.")});
        parser.addOption({QStringLiteral("out"),
                          QCoreApplication::translate("ringlab::cli::MergeCommand",
                                                      "Also write the merged per-ring results to FILE."),
                          QStringLiteral("FILE")});
    }

    int run(QCommandLineParser &parser) override
    {
        auto tr = [](const char *text) { return QCoreApplication::translate("ringlab::cli::MergeCommand", text); };
        const QStringList files = parser.positionalArguments();
        if (files.isEmpty())
            return usageError(tr("FILE: give at least one file written by ringlab-cli simulate --shard"));
        // Group parts by setting, keeping the order settings first appear in.
        std::vector<std::vector<SimulationResult>> groups;
        for (const QString &path : files) {
            // Only a regular file (never a FIFO or /dev/zero), within the shard size cap.
            QByteArray bytes;
            QString error;
            if (!FileReader::readAll(path, &bytes, &error, SimResultIo::kMaxShardBytes))
                return usageError(tr("FILE: %1").arg(error));
            std::vector<SimulationResult> parts;
            if (!SimResultIo::readRings(bytes, &parts, &error))
                return usageError(tr("FILE: %1: %2").arg(path, error));
            for (SimulationResult &p : parts) {
                auto it = std::find_if(groups.begin(), groups.end(),
                                       [&](const auto &g) { return g.front().setting == p.setting; });
                if (it == groups.end())
                    groups.push_back({std::move(p)});
                else
                    it->push_back(std::move(p));
            }
        }
        std::vector<SimulationResult> merged;
        for (const auto &g : groups) {
            QString error;
            SimulationResult m = SimulationResult::merge(g, &error);
            if (!error.isEmpty())
                return usageError(tr("FILE: %1").arg(error));
            merged.push_back(std::move(m));
        }
        if (parser.isSet(QStringLiteral("out"))) {
            QString why;
            if (!FileWriter::writeFile(parser.value(QStringLiteral("out")), SimResultIo::writeRings(merged), &why))
                return failure(tr("--out: %1").arg(why));
        }
        if (parser.isSet(QStringLiteral("json")))
            out() << QString::fromUtf8(SimResultIo::rowsJson(merged));
        else
            out() << SimResultIo::tableText(merged);
        out().flush();
        return Ok;
    }
};

RINGLAB_REGISTER_COMMAND(MergeCommand, "merge")

} // namespace ringlab::cli
