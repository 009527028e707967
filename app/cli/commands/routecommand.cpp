// ringlab-cli route: the server of every key (or of one raw hash).
#include "clicommand.h"
#include "commands/cliservers.h"

#include "ringcore/analysis/keyrouting.h"

#include <QJsonArray>

using namespace ringcore;

namespace ringlab::cli {

class RouteCommand : public CliCommand
{
public:
    QString name() const override { return QStringLiteral("route"); }
    QString summary() const override
    {
        return QCoreApplication::translate("ringlab::cli::RouteCommand",
                                           "Route keys (file, generated, or one raw hash): key, hash, server.");
    }
    void setup(QCommandLineParser &parser) override
    {
        CliServers::addAlgorithmOptions(parser);
        CliServers::addKeyOptions(parser);
        parser.addOption({QStringLiteral("hash"),
                          QCoreApplication::translate("ringlab::cli::RouteCommand",
                                                      "Route one raw hash (decimal or 0x hex) instead of keys."),
                          QStringLiteral("H")});
        CliServers::addJsonOption(parser);
    }

    int run(QCommandLineParser &parser) override
    {
        AlgorithmSetup setup;
        QString error;
        if (!CliServers::parseAlgorithm(parser, &setup, &error))
            return usageError(error);
        const bool json = parser.isSet(QStringLiteral("json"));
        KeySource keys;
        bool given = false;
        if (!CliServers::parseKeys(parser, false, &keys, &given, &error))
            return usageError(error);
        const bool byHash = parser.isSet(QStringLiteral("hash"));
        if (byHash == given)
            return usageError(QCoreApplication::translate("ringlab::cli::RouteCommand",
                                                          "give exactly one of --keys FILE, --generate N or --hash H"));
        uint64_t hash = 0;
        if (byHash && !CliServers::parseUnsigned64(QStringLiteral("hash"), parser.value(QStringLiteral("hash")), &hash,
                                                   &error))
            return usageError(error);
        auto algorithm = CliServers::build(setup, &error);
        if (!algorithm)
            return usageError(error);
        if (byHash && algorithm->hashBits() < 64 && hash >> algorithm->hashBits())
            return usageError(QCoreApplication::translate("ringlab::cli::RouteCommand",
                                                          "--hash: %1 is outside %2's %3-bit hash space 0-%4")
                                  .arg(parser.value(QStringLiteral("hash")), setup.algorithm)
                                  .arg(algorithm->hashBits())
                                  .arg((uint64_t(1) << algorithm->hashBits()) - 1));
        const auto &servers = setup.servers;
        auto address = [&](int s) { return s >= 0 ? servers[s].address : QStringLiteral("-"); };

        QJsonArray routes;
        auto print = [&](const QByteArray &key, uint64_t h, int s) {
            if (json)
                routes.append(QJsonObject{{QStringLiteral("key"), QString::fromUtf8(key)},
                                          {QStringLiteral("hash"), QString::number(h)},
                                          {QStringLiteral("server"), address(s)}});
            else
                out() << key << '\t' << h << '\t' << address(s) << '\n';
        };
        if (byHash) {
            print(QByteArray(), hash, algorithm->routeHash(hash));
        } else {
            // Bounded loads depend on the keys before: route the whole list first.
            const std::vector<int> assigned = KeyRouting::assignment(*algorithm, keys);
            keys.forEach([&](qint64 i, QByteArrayView key) {
                print(key.toByteArray(), algorithm->hashKey(key), assigned[size_t(i)]);
                return true;
            });
        }
        if (json)
            CliServers::printJson(out(), QJsonObject{{QStringLiteral("algorithm"), setup.algorithm},
                                                     {QStringLiteral("routes"), routes}});
        out().flush();
        return Ok;
    }
};

} // namespace ringlab::cli

using ringlab::cli::RouteCommand;
RINGLAB_REGISTER_COMMAND(RouteCommand, "route")
