// ringlab-cli merge: combines per-ring result files written by `simulate --shard` (or --out)
// into exactly the table an unsharded run prints.
#include "../clicommand.h"

#include "ringcore/core/filereader.h"
#include "ringcore/core/filewriter.h"
#include "ringcore/core/outputpath.h"
#include "ringcore/sim/simresultio.h"

#include <QFile>
#include <QFileInfo>
#include <QJsonArray>
#include <QJsonDocument>
#include <QJsonObject>

using namespace ringcore;

namespace ringlab::cli {

namespace {

/// The context lupdate files this command's texts under (translations/*.ts).
struct Tr
{
    Q_DECLARE_TR_FUNCTIONS(ringlab::cli::MergeCommand)
};

/// The first field in which two settings differ, as "servers (60, not 50)"; empty when equal.
QString differingField(const SimSetting &a, const SimSetting &b)
{
    auto field = [](const char *name, const QString &x, const QString &y) {
        return Tr::tr("%1 (%2, not %3)").arg(QLatin1String(name), y, x);
    };
    auto joined = [](const std::vector<int> &w) {
        QStringList l;
        for (int x : w)
            l.append(QString::number(x));
        return l.isEmpty() ? Tr::tr("all 1") : l.join(QLatin1Char(','));
    };
    if (a.servers != b.servers)
        return field("servers", QString::number(a.servers), QString::number(b.servers));
    if (a.points != b.points)
        return field("points", QString::number(a.points), QString::number(b.points));
    if (a.weights != b.weights)
        return field("weights", joined(a.weights), joined(b.weights));
    if (a.rule != b.rule)
        return field("rule", SimSetting::ruleName(a.rule), SimSetting::ruleName(b.rule));
    if (a.space != b.space)
        return field("space", SimSetting::spaceName(a.space), SimSetting::spaceName(b.space));
    if (a.collisions != b.collisions)
        return field("collisions", SimSetting::collisionsName(a.collisions), SimSetting::collisionsName(b.collisions));
    if (a.path != b.path)
        return field("path", SimSetting::pathName(a.path), SimSetting::pathName(b.path));
    if (a.rings != b.rings)
        return field("rings", QString::number(a.rings), QString::number(b.rings));
    if (a.baseSeed != b.baseSeed)
        return field("seed", QString::number(a.baseSeed), QString::number(b.baseSeed));
    if (a.removal != b.removal)
        return field("removal", a.removal ? Tr::tr("on") : Tr::tr("off"), b.removal ? Tr::tr("on") : Tr::tr("off"));
    if (a.removedServer != b.removedServer)
        return field("removed server", QString::number(a.removedServer), QString::number(b.removedServer));
    return {};
}

/// Ring indices of 0 … rings−1 not in `m` (sorted), as ranges "10-19, 25"; empty when complete.
QString missingRings(const SimulationResult &m)
{
    QStringList ranges;
    size_t at = 0;
    for (int ring = 0; ring < m.setting.rings;) {
        while (at < m.rings.size() && m.rings[at].ring < ring)
            ++at;
        if (at < m.rings.size() && m.rings[at].ring == ring) {
            ++ring;
            continue;
        }
        const int first = ring;
        const int end = at < m.rings.size() ? qMin(m.rings[at].ring, m.setting.rings) : m.setting.rings;
        ranges.append(end - 1 == first ? QString::number(first) : QStringLiteral("%1-%2").arg(first).arg(end - 1));
        ring = end;
    }
    return ranges.join(QStringLiteral(", "));
}

} // namespace

class MergeCommand : public CliCommand
{
public:
    QString name() const override { return QStringLiteral("merge"); }
    int maxPositional() const override { return -1; }
    QString summary() const override
    {
        return Tr::tr("Merge simulation shards into one table");
    }

    void setup(QCommandLineParser &parser) override
    {
        parser.addPositionalArgument(QStringLiteral("files"),
                                     Tr::tr(
                                                                 "Per-ring result files from simulate --shard."),
                                     QStringLiteral("FILE..."));
        parser.addOption({QStringLiteral("json"),
                          Tr::tr("Machine-readable output.")});
        parser.addOption({QStringLiteral("partial"),
                          Tr::tr(
                                                      "Merge even when rings are missing (a shard not given); the "
                                                      "output says which.")});
        parser.addOption({QStringLiteral("out"),
                          Tr::tr(
                                                      "Also write the merged per-ring results to FILE."),
                          QStringLiteral("FILE")});
    }

    int run(QCommandLineParser &parser) override
    {
        const QStringList files = parser.positionalArguments();
        QString pathError;
        if (parser.isSet(QStringLiteral("out"))
            && !OutputPath::checkNotInput(QStringLiteral("out"), parser.value(QStringLiteral("out")), files, &pathError))
            return usageError(pathError);
        if (files.isEmpty())
            return usageError(Tr::tr("FILE: give at least one file written by ringlab-cli simulate --shard"));
        // Every file is a shard of one sweep: the same settings in the same order. Parts are
        // grouped by setting, keeping the order of the first file.
        std::vector<std::vector<SimulationResult>> groups;
        QString readError;
        if (!readShards(files, &groups, &readError))
            return usageError(readError);
        std::vector<SimulationResult> merged;
        for (const auto &g : groups) {
            QString error;
            SimulationResult m = SimulationResult::merge(g, &error);
            if (!error.isEmpty())
                return usageError(Tr::tr("FILE: %1").arg(error));
            merged.push_back(std::move(m));
        }
        // A shard left out gives a table over fewer rings without a word: refuse unless asked.
        QStringList missing;
        std::vector<bool> partialRow;
        for (const SimulationResult &m : merged) {
            const QString gaps = missingRings(m);
            partialRow.push_back(!gaps.isEmpty());
            if (!gaps.isEmpty())
                missing.append(Tr::tr("%1 points, %2 servers: %3 of %4 rings (missing %5)")
                                   .arg(m.setting.points)
                                   .arg(m.setting.servers)
                                   .arg(m.rings.size())
                                   .arg(m.setting.rings)
                                   .arg(gaps));
        }
        const bool partial = parser.isSet(QStringLiteral("partial"));
        if (!missing.isEmpty() && !partial)
            return usageError(Tr::tr("FILE: rings are missing (a shard not given?): %1; give every shard, or --partial "
                                 "to merge what is there")
                                  .arg(missing.join(QStringLiteral("; "))));
        if (parser.isSet(QStringLiteral("out"))) {
            QString why;
            if (!FileWriter::writeFile(parser.value(QStringLiteral("out")), SimResultIo::writeRings(merged), &why))
                return failure(Tr::tr("--out: %1").arg(why));
        }
        if (parser.isSet(QStringLiteral("json"))) {
            QJsonArray rows = QJsonDocument::fromJson(SimResultIo::rowsJson(merged)).array();
            for (qsizetype i = 0; i < rows.size() && !missing.isEmpty(); ++i) {
                QJsonObject row = rows[i].toObject();
                row.insert(QStringLiteral("partial"), bool(partialRow[size_t(i)]));
                row.insert(QStringLiteral("rings_planned"), merged[size_t(i)].setting.rings);
                rows[i] = row;
            }
            out() << QString::fromUtf8(QJsonDocument(rows).toJson(QJsonDocument::Indented));
        } else {
            if (!missing.isEmpty())
                out() << Tr::tr("PARTIAL (--partial): %1").arg(missing.join(QStringLiteral("; "))) << '\n';
            out() << SimResultIo::tableText(merged);
        }
        out().flush();
        return Ok;
    }
private:
    static bool fail(QString *error, const QString &message)
    {
        *error = message;
        return false;
    }

    /// Every file's rings, grouped by setting in the first file's order; the files must hold the
    /// same settings (shards of one sweep).
    static bool readShards(const QStringList &files, std::vector<std::vector<SimulationResult>> *groups, QString *error)
    {
        std::vector<SimSetting> firstSettings;
        for (qsizetype fileIndex = 0; fileIndex < files.size(); ++fileIndex) {
            const QString &path = files[fileIndex];
            // Only a regular file (never a FIFO or /dev/zero), within the shard size cap.
            QByteArray bytes;
            if (!FileReader::readAll(path, &bytes, error, SimResultIo::kMaxShardBytes))
                return fail(error, Tr::tr("FILE: %1").arg(*error));
            std::vector<SimulationResult> parts;
            if (!SimResultIo::readRings(bytes, &parts, error))
                return fail(error, Tr::tr("FILE: %1: %2").arg(path, *error));
            if (fileIndex == 0) {
                for (const SimulationResult &p : parts)
                    firstSettings.push_back(p.setting);
            } else {
                if (parts.size() != firstSettings.size())
                    return fail(error, Tr::tr("FILE: %1 holds %2 settings but %3 holds %4; shards of one sweep hold the "
                                         "same settings")
                                          .arg(path)
                                          .arg(parts.size())
                                          .arg(files.front())
                                          .arg(firstSettings.size()));
                for (size_t i = 0; i < parts.size(); ++i) {
                    const QString field = differingField(firstSettings[i], parts[i].setting);
                    if (!field.isEmpty())
                        return fail(error, Tr::tr("FILE: %1 differs from %2 in %3; shards of one sweep must share every "
                                             "setting")
                                              .arg(path, files.front(), field));
                }
            }
            for (SimulationResult &p : parts) {
                auto it = std::find_if(groups->begin(), groups->end(),
                                       [&](const auto &g) { return g.front().setting == p.setting; });
                if (it == groups->end())
                    groups->push_back({std::move(p)});
                else
                    it->push_back(std::move(p));
            }
        }
        return true;
    }
};

RINGLAB_REGISTER_COMMAND(MergeCommand, "merge")

} // namespace ringlab::cli
