// ringlab-cli remap: where keys go when servers are removed (or, with two run directories,
// hands over to the live-run module's remap-runs).
#include "clicommand.h"
#include "commands/cliservers.h"

#include "ringcore/analysis/remapanalysis.h"
#include "ringcore/core/serverlistparser.h"
#include "ringcore/rings/algorithmregistry.h"

#include <QJsonArray>

using namespace ringcore;

namespace ringlab::cli {

namespace {

} // namespace

class RemapCommand : public CliCommand
{
    Q_DECLARE_TR_FUNCTIONS(ringlab::cli::RemapCommand) // the context lupdate writes into translations/*.ts
public:
    QString name() const override { return QStringLiteral("remap"); }
    int maxPositional() const override { return 2; }
    QString summary() const override
    {
        return tr("Where a removed server's keys go (or compare two run directories).");
    }
    void setup(QCommandLineParser &parser) override
    {
        CliServers::addAlgorithmOptions(parser);
        parser.addOption({QStringLiteral("remove"), tr("Servers to remove: addresses, ports or #positions."),
                          QStringLiteral("list")});
        parser.addOption({QStringLiteral("add"),
                          tr("Instead of removing, add this server: ADDRESS or ADDRESS=WEIGHT (127.0.0.1:9101=5)."),
                          QStringLiteral("address[=weight]")});
        CliServers::addKeyOptions(parser);
        parser.addOption({QStringLiteral("by-keys"), tr("Route keys even where an exact computation exists.")});
        CliServers::addJsonOption(parser);
        parser.addPositionalArgument(QStringLiteral("dirs"), tr("Two run directories (normal, down) to compare."),
                                     QStringLiteral("[DIR_NORMAL DIR_DOWN]"));
    }

    int run(QCommandLineParser &parser) override
    {
        const QStringList positional = parser.positionalArguments();
        if (!parser.isSet(QStringLiteral("algorithm")) && positional.size() == 2)
            return delegateToRuns();
        if (!positional.isEmpty())
            return usageError(tr("run directories: give exactly two (DIR_NORMAL DIR_DOWN) and no --algorithm, "
                                 "or use --algorithm with --remove"));
        AlgorithmSetup setup;
        QString error;
        if (!CliServers::parseAlgorithm(parser, &setup, &error))
            return usageError(error);
        KeySource keys;
        bool given = false;
        if (!CliServers::parseKeys(parser, false, &keys, &given, &error))
            return usageError(error);
        if (!given)
            keys = KeySource::generated(200000, 1); // the seed's removal runs resent 200,000 keys
        const RemapAnalysis::Mode mode = parser.isSet(QStringLiteral("by-keys")) ? RemapAnalysis::Mode::KeysOnly
                                                                               : RemapAnalysis::Mode::Auto;
        const bool json = parser.isSet(QStringLiteral("json"));
        if (parser.isSet(QStringLiteral("add")) == parser.isSet(QStringLiteral("remove")))
            return usageError(tr("give --remove LIST or --add ADDRESS"));
        if (parser.isSet(QStringLiteral("add")))
            return runAddition(setup, parser.value(QStringLiteral("add")), keys, mode, json);

        QList<int> removed;
        if (!CliServers::resolveServers(setup.servers, QStringLiteral("remove"), parser.value(QStringLiteral("remove")),
                                        &removed, &error))
            return usageError(error);
        for (int i : removed)
            if (setup.servers[i].down)
                return usageError(tr("--remove: %1 is already down").arg(setup.servers[i].address));
        RemovalResult r;
        if (!RemapAnalysis::removal(setup.algorithm, setup.servers, setup.options, removed, keys, mode, &r, &error))
            return usageError(error);
        const RemapResult &m = r.remap;
        const bool exact = m.exact();
        if (json) {
            printRemovalJson(setup, removed, r);
            return Ok;
        }
        out() << tr("%1, removing %2 (%3)\n")
                     .arg(setup.algorithm)
                     .arg(removed.size() == 1 ? m.addresses[removed.front()] : tr("%1 servers").arg(removed.size()))
                     .arg(exact ? tr("exact over the hash space, %1").arg(RemapResult::methodName(m.method))
                                : tr("%1 keys").arg(m.keys));
        if (exact) {
            out() << tr("Share on the removed server(s): %1%\n").arg(r.removedFraction * 100, 0, 'f', 3);
            out() << tr("Share that moved between surviving servers: %1%\n").arg(r.movedBetweenSurvivors * 100, 0, 'f', 3);
        } else {
            out() << tr("Keys on the removed server(s): %1\n").arg(r.removedKeys);
            out() << tr("Other keys that moved: %1\n").arg(r.movedBetweenSurvivorsKeys);
        }
        out() << tr("Servers that took them: %1\n").arg(r.receivers);
        if (r.largestTaker >= 0)
            out() << tr("Largest share one server took: %1% (%2)\n")
                         .arg(r.largestTakerShare * 100, 0, 'f', 1)
                         .arg(m.addresses[r.largestTaker]);
        out().flush();
        return Ok;
    }

private:
    /// --json: the removal's numbers and every server that took keys.
    void printRemovalJson(const AlgorithmSetup &setup, const QList<int> &removed, const RemovalResult &r)
    {
        const RemapResult &m = r.remap;
        QJsonArray receivers;
        for (int s = 0; s < m.addresses.size(); ++s)
            if (r.received[size_t(s)] > 0)
                receivers.append(QJsonObject{{QStringLiteral("address"), m.addresses[s]},
                                             {QStringLiteral("fraction"), r.received[size_t(s)]}});
        QJsonArray removedList;
        for (int i : removed)
            removedList.append(m.addresses[i]);
        CliServers::printJson(out(), QJsonObject{
            {QStringLiteral("algorithm"), setup.algorithm},
            {QStringLiteral("method"), RemapResult::methodName(m.method)},
            {QStringLiteral("keys"), double(m.keys)},
            {QStringLiteral("removed"), removedList},
            {QStringLiteral("removedShare"), r.removedFraction},
            {QStringLiteral("removedKeys"), double(r.removedKeys)},
            {QStringLiteral("receivers"), r.receivers},
            {QStringLiteral("largestTaker"), r.largestTaker >= 0 ? m.addresses[r.largestTaker] : QString()},
            {QStringLiteral("largestShare"), r.largestTakerShare},
            {QStringLiteral("movedBetweenSurvivors"), r.movedBetweenSurvivors},
            {QStringLiteral("movedBetweenSurvivorsKeys"), double(r.movedBetweenSurvivorsKeys)},
            {QStringLiteral("movedFraction"), m.movedFraction},
            {QStringLiteral("receiverShares"), receivers},
        });
    }

    int runAddition(AlgorithmSetup setup, const QString &text, const KeySource &keys, RemapAnalysis::Mode mode,
                    bool json)
    {
        Server added;
        QString address = text.trimmed();
        // address[:weight] is ambiguous with host:port; accept "address=weight" for a weight.
        const qsizetype eq = address.indexOf(QLatin1Char('='));
        if (eq > 0) {
            qint64 w = 0;
            QString error;
            const AlgorithmInfo *info = AlgorithmRegistry::find(setup.algorithm);
            if (!CliServers::parseCount(QStringLiteral("add"), address.mid(eq + 1), info->minWeight, info->maxWeight,
                                        &w, &error))
                return usageError(error);
            added.weight = int(w);
            address = address.left(eq);
        }
        // The address must be one server address as --servers takes it (not a count, not a list):
        // "127.0.0.1:9999:5" is no address, and a weight is given with "=".
        bool isCount = false;
        address.toLongLong(&isCount);
        QString why;
        const ServerList parsed = isCount ? ServerList() : ServerListParser::parseServers(address, &why);
        if (parsed.size() != 1)
            return usageError(tr("--add: \"%1\" is not one server address (host:port or [IPv6]:port)%2; give a "
                                 "weight as ADDRESS=WEIGHT, for example 127.0.0.1:9101=5")
                                  .arg(address, why.isEmpty() ? QString() : QStringLiteral(" (%1)").arg(why)));
        address = parsed.front().address;
        added.address = address;
        for (const Server &s : setup.servers)
            if (s.address == address)
                return usageError(tr("--add: %1 is already in the server list").arg(address));
        AdditionResult r;
        QString error;
        if (!RemapAnalysis::addition(setup.algorithm, setup.servers, setup.options, added, keys, mode, &r, &error))
            return usageError(error);
        if (json) {
            CliServers::printJson(out(), QJsonObject{
                {QStringLiteral("algorithm"), setup.algorithm},
                {QStringLiteral("method"), RemapResult::methodName(r.remap.method)},
                {QStringLiteral("keys"), double(r.remap.keys)},
                {QStringLiteral("added"), address},
                {QStringLiteral("movedFraction"), r.movedFraction},
                {QStringLiteral("idealFraction"), r.idealFraction},
                {QStringLiteral("toNewcomer"), r.toNewcomer},
                {QStringLiteral("movedBetweenOthers"), r.movedBetweenOthers},
            });
            return Ok;
        }
        out() << tr("%1, adding %2: %3% of keys moved (ideal %4%), %5% between the servers already there\n")
                     .arg(setup.algorithm, address)
                     .arg(r.movedFraction * 100, 0, 'f', 3)
                     .arg(r.idealFraction * 100, 0, 'f', 3)
                     .arg(r.movedBetweenOthers * 100, 0, 'f', 3);
        out().flush();
        return Ok;
    }

    int delegateToRuns()
    {
        for (const CommandEntry &entry : std::as_const(commandRegistry())) {
            if (entry.name != QLatin1String("remap-runs"))
                continue;
            auto command = entry.make();
            QCommandLineParser parser;
            parser.setApplicationDescription(command->summary());
            parser.setSingleDashWordOptionMode(QCommandLineParser::ParseAsLongOptions);
            parser.addHelpOption();
            command->setup(parser);
            QStringList args = QCoreApplication::arguments().mid(1);
            args[0] = QStringLiteral("ringlab-cli remap-runs");
            if (!parser.parse(args))
                return usageError(parser.errorText());
            return command->run(parser);
        }
        return usageError(tr("comparing two run directories needs the remap-runs command, which this build lacks"));
    }
};

} // namespace ringlab::cli

using ringlab::cli::RemapCommand;
RINGLAB_REGISTER_COMMAND(RemapCommand, "remap")
