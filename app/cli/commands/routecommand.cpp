// ringlab-cli route: the server of every key (or of one raw hash).
#include "clicommand.h"
#include "commands/cliservers.h"

#include "ringcore/analysis/keyrouting.h"
#include "ringcore/keys/keyfilereader.h"

#include <QJsonArray>
#include <QJsonDocument>
#include <QJsonObject>

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
        const bool file = parser.isSet(QStringLiteral("keys"));
        const bool byHash = parser.isSet(QStringLiteral("hash"));
        if (byHash + file + parser.isSet(QStringLiteral("generate")) != 1)
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
        const bool stateful = algorithm->isStateful();
        // Keys from a file are streamed (never all in memory) unless the algorithm needs them all.
        const bool streamFile = file && !stateful;
        KeySource keys;
        KeyFileReader reader;
        QByteArray firstKey; // read before anything is printed: an empty or unreadable file prints nothing
        if (!byHash && !openKeys(parser, streamFile, &keys, &reader, &firstKey, &error))
            return usageError(error);

        const auto &servers = setup.servers;
        auto address = [&](int s) { return s >= 0 ? servers[s].address : QStringLiteral("-"); };
        // Streamed, line by line: 5 million keys as JSON need no more memory than 5 (issue 15).
        // Keys are written as UTF-8 (QTextStream's encoding), the bytes the algorithm hashed.
        qint64 printed = 0;
        if (json)
            out() << "{\"algorithm\": "
                  << QString::fromUtf8(QJsonDocument(QJsonArray{setup.algorithm}).toJson(QJsonDocument::Compact).mid(1).chopped(1))
                  << ", \"routes\": [";
        auto print = [&](QByteArrayView key, uint64_t h, int s) {
            if (json)
                out() << (printed ? ",\n  " : "\n  ")
                      << QString::fromUtf8(QJsonDocument(QJsonObject{{QStringLiteral("key"), CliServers::keyText(key)},
                                                                     {QStringLiteral("hash"), QString::number(h)},
                                                                     {QStringLiteral("server"), address(s)}})
                                               .toJson(QJsonDocument::Compact));
            else
                out() << CliServers::keyText(key) << '\t' << h << '\t' << address(s) << '\n';
            ++printed;
        };
        if (byHash) {
            print(QByteArrayView(), hash, algorithm->routeHash(hash));
        } else if (streamFile) {
            QByteArray key = firstKey;
            do
                print(key, algorithm->hashKey(key), algorithm->route(key));
            while (reader.next(&key));
            if (reader.hasError())
                return usageError(CliServers::keyFileError(reader.errorString()));
        } else if (stateful) {
            // Bounded loads depend on the keys before: route the whole list first.
            const std::vector<int> assigned = KeyRouting::assignment(*algorithm, keys);
            keys.forEach([&](qint64 i, QByteArrayView key) {
                print(key, algorithm->hashKey(key), assigned[size_t(i)]);
                return true;
            });
        } else {
            keys.forEach([&](qint64, QByteArrayView key) {
                print(key, algorithm->hashKey(key), algorithm->route(key));
                return true;
            });
        }
        if (json)
            out() << "\n]}\n";
        out().flush();
        return Ok;
    }
private:
    /// The keys to route: --generate N or a whole --keys file in `keys`, or a --keys file opened
    /// for streaming with its first key read.
    static bool openKeys(const QCommandLineParser &parser, bool streamFile, KeySource *keys, KeyFileReader *reader,
                         QByteArray *firstKey, QString *error)
    {
        if (!streamFile)
            return CliServers::parseKeys(parser, true, keys, nullptr, error);
        if (!reader->open(parser.value(QStringLiteral("keys")))) {
            *error = CliServers::keyFileError(reader->errorString());
            return false;
        }
        if (!reader->next(firstKey)) {
            *error = reader->hasError()
                         ? CliServers::keyFileError(reader->errorString())
                         : QCoreApplication::translate("ringlab::cli::RouteCommand", "--keys: %1 holds no keys")
                               .arg(parser.value(QStringLiteral("keys")));
            return false;
        }
        return true;
    }
};

} // namespace ringlab::cli

using ringlab::cli::RouteCommand;
RINGLAB_REGISTER_COMMAND(RouteCommand, "route")
