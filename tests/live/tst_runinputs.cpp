// A run's inputs are tied together (issue 33, items 6-8):
// - results.json records the SHA-256 of its mapping (and of a key set not from the generator);
//   predict and remap-runs refuse a mapping.tsv of another run, naming the file and both digests;
//   results written before the digests still read, with a warning that the check was not made.
// - remap-runs refuses a normal and a down run that differ in anything but the servers marked down
//   (weights, options, settings, proxy version, keys, traffic, …), naming the difference.
// - every option value goes through one parser and is written and stored normalised
//   (hash-balance-factor=1.01e2 reached haproxy.cfg as nothing, replicas=1e3 Varnish's VCL verbatim).
#include "livetesthelpers.h"

#include "ringcore/live/liveremap.h"
#include "ringcore/live/liverunresult.h"
#include "ringcore/live/mappingwriter.h"
#include "ringcore/live/systemdescription.h"
#include "ringcore/core/numbertext.h"

#include <QCryptographicHash>
#include <QJsonArray>

using namespace ringcore;
using ringlab::test::cliPath;

namespace {

struct Cli
{
    int code = -1;
    QString out, err;
};

Cli cli(const QStringList &args)
{
    QProcess p;
    p.start(cliPath(), args);
    Cli r;
    if (!p.waitForFinished(180000))
        return r;
    r.code = p.exitCode();
    r.out = QString::fromUtf8(p.readAllStandardOutput());
    r.err = QString::fromUtf8(p.readAllStandardError());
    return r;
}

QByteArray readAll(const QString &path)
{
    QFile f(path);
    return f.open(QIODevice::ReadOnly) ? f.readAll() : QByteArray();
}

QString sha256(const QByteArray &bytes)
{
    return QString::fromLatin1(QCryptographicHash::hash(bytes, QCryptographicHash::Sha256).toHex());
}

constexpr int kServers = 4;
constexpr int kKeys = 400;

QByteArray key(int i)
{
    return "/objects/" + QByteArray::number(i);
}

/// A run written as LiveRunner writes one (results.json with the mapping's digest, mapping.tsv):
/// nginx on 127.0.0.1:9001-9004, keys from a list, server #2 down when `down`; `edit` changes the
/// setup before it is saved.
bool writeRun(const QString &dir, bool down, const std::function<void(LiveRunResult &)> &edit, QString *error)
{
    LiveRunResult r;
    r.proxy = QStringLiteral("nginx");
    r.proxyVersion = QStringLiteral("nginx/1.22.1");
    r.engine = QStringLiteral("raw");
    r.basePort = 9001;
    r.proxyPort = 9001 + kServers;
    r.concurrency = 8;
    r.keySource = QStringLiteral("list");
    for (int i = 0; i < kServers; ++i)
        r.servers.append(Server{QStringLiteral("127.0.0.1:%1").arg(9001 + i), 1, down && i == 1});
    r.settings = {{QStringLiteral("keepalive"), 512}, {QStringLiteral("keepalive-requests"), 1000000}};
    r.completed = r.valid = true;
    r.keysPlanned = r.keysMeasured = r.ok = kKeys;
    KeySet keys;
    for (int i = 0; i < kKeys; ++i)
        keys.append(key(i));
    r.sha256.insert(QLatin1String(LiveRunResult::kKeysDigest), keys.digest());
    if (edit)
        edit(r);
    auto port = AlgorithmRegistry::create(QStringLiteral("nginx"), r.servers, {}, error);
    if (!port)
        return false;
    QByteArray mapping = MappingWriter::kHeader;
    for (int i = 0; i < kKeys; ++i)
        mapping += QByteArray::number(i) + '\t' + key(i) + '\t' + QByteArray::number(9001 + port->route(key(i)))
            + "\t200\t100\n";
    r.sha256.insert(r.mappingFile, sha256(mapping));
    QFile f(QDir(dir).filePath(r.mappingFile));
    if (!f.open(QIODevice::WriteOnly) || f.write(mapping) != mapping.size()) {
        *error = f.errorString();
        return false;
    }
    f.close();
    return r.save(dir, error);
}

} // namespace

class TestRunInputs : public QObject
{
    Q_OBJECT
private slots:
    // --- item 6: the mapping belongs to its run -------------------------------------------------

    void runRecordsItsMappingDigest()
    {
        // A real run (nginx, 300 keys from a key file): results.json holds the SHA-256 of the
        // mapping.tsv beside it and of the key set.
        QTemporaryDir out, keys;
        QByteArray list;
        for (int i = 0; i < 300; ++i)
            list += key(i) + '\n';
        const QString keyFile = keys.filePath(QStringLiteral("keys.txt"));
        QFile f(keyFile);
        QVERIFY(f.open(QIODevice::WriteOnly) && f.write(list) == list.size());
        f.close();
        const int base = PortProbe::findFreeBase(5, 9001);
        const Cli r = cli({QStringLiteral("measure"), QStringLiteral("--proxy"), QStringLiteral("nginx"),
                           QStringLiteral("--backends"), QStringLiteral("4"), QStringLiteral("--base-port"),
                           QString::number(base), QStringLiteral("--key-file"), keyFile, QStringLiteral("--out"),
                           out.path(), QStringLiteral("--quiet")});
        QVERIFY2(r.code == 0, qPrintable(r.err + r.out));
        LiveRunResult run;
        QString error;
        QVERIFY2(LiveRunResult::load(out.path(), &run, &error), qPrintable(error));
        QCOMPARE(run.sha256.value(QStringLiteral("mapping.tsv")), sha256(readAll(out.filePath(QStringLiteral("mapping.tsv")))));
        KeySet expected;
        for (int i = 0; i < 300; ++i)
            expected.append(key(i));
        QCOMPARE(run.sha256.value(QStringLiteral("keys")), expected.digest());
        const Cli predict = cli({QStringLiteral("predict"), out.path()});
        QVERIFY2(predict.code == 0, qPrintable(predict.out + predict.err));
        QVERIFY2(!predict.out.contains(QStringLiteral("warning")), qPrintable(predict.out));
    }

    void mappingOfAnotherRunIsRefused()
    {
        // Two runs with the same keys and indices (every count check agrees); the second has a
        // server down. Its mapping copied over the first's gave "N of M keys agree".
        QTemporaryDir normal, down;
        QString error;
        QVERIFY2(writeRun(normal.path(), false, {}, &error), qPrintable(error));
        QVERIFY2(writeRun(down.path(), true, {}, &error), qPrintable(error));
        const QString target = normal.filePath(QStringLiteral("mapping.tsv"));
        const QString recorded = sha256(readAll(target));
        QVERIFY(QFile::remove(target));
        QVERIFY(QFile::copy(down.filePath(QStringLiteral("mapping.tsv")), target));
        const QString actual = sha256(readAll(target));
        QVERIFY(actual != recorded);

        const Cli predict = cli({QStringLiteral("predict"), normal.path()});
        QCOMPARE(predict.code, 1);
        QVERIFY2(predict.out.contains(QStringLiteral("CHECK FAILED")) && predict.out.contains(target)
                     && predict.out.contains(recorded) && predict.out.contains(actual),
                 qPrintable(predict.out));
        QVERIFY2(!predict.out.contains(QStringLiteral("keys agree")), qPrintable(predict.out));
        const Cli json = cli({QStringLiteral("predict"), normal.path(), QStringLiteral("--json")});
        QCOMPARE(json.code, 1);
        const QJsonObject o = QJsonDocument::fromJson(json.out.toUtf8()).object();
        QCOMPARE(o.value(QStringLiteral("digestChecked")).toBool(true), false);
        QVERIFY2(o.value(QStringLiteral("integrityProblems")).toArray().first().toString().contains(actual), qPrintable(json.out));

        // remap-runs (and remap with two directories) refuse it too, either way round.
        for (const QString &command : {QStringLiteral("remap-runs"), QStringLiteral("remap")}) {
            const Cli remap = cli({command, normal.path(), down.path()});
            QCOMPARE(remap.code, 1);
            QVERIFY2(remap.err.contains(target) && remap.err.contains(recorded) && remap.err.contains(actual),
                     qPrintable(remap.err));
            QVERIFY(remap.out.isEmpty());
        }
        LiveRemap remap;
        QVERIFY(!LiveRemapper::compare(down.path(), normal.path(), &remap, &error));
        QVERIFY2(error.contains(actual), qPrintable(error));
    }

    void resultsWithoutDigestWarn()
    {
        // results.json written before the digests (tests/data/live, commit 03b9775): read and
        // predicted as before, with a warning that the mapping could not be checked.
        const QString dir = ringlab::test::dataFile(QStringLiteral("live/results-v1-nginx"));
        const Cli predict = cli({QStringLiteral("predict"), dir});
        QVERIFY2(predict.code == 0, qPrintable(predict.out + predict.err));
        QVERIFY2(predict.out.startsWith(QStringLiteral("warning: ")) && predict.out.contains(QStringLiteral("could not be checked")),
                 qPrintable(predict.out));
        QVERIFY2(predict.out.contains(QStringLiteral("50 of 50 keys agree")), qPrintable(predict.out));
        LivePrediction p;
        QString error;
        QVERIFY2(LivePredictor::predict(dir, &p, &error), qPrintable(error));
        QVERIFY(!p.digestChecked);
        QCOMPARE(p.warnings.size(), 1);
    }

    // --- item 7: remap-runs compares runs that differ only in the servers down -------------------

    void remapRunsRefusesOtherDifferences_data()
    {
        QTest::addColumn<int>("what");
        QTest::addColumn<QString>("named");
        QTest::newRow("weights") << 0 << "different weights of 127.0.0.1:9003 (1 and 3)";
        QTest::newRow("setting") << 2 << "different setting keepalive (512 and 64)";
        QTest::newRow("proxy version") << 3 << "different proxy versions (nginx/1.22.1 and nginx/1.24.0)";
        QTest::newRow("key count") << 4 << "different numbers of keys (400 and 399)";
        QTest::newRow("key set") << 5 << "different keys (SHA-256 of the key sets)";
        QTest::newRow("traffic") << 6 << "different traffic (none and zipf:1.1)";
        QTest::newRow("server up again") << 7 << "127.0.0.1:9004 is down in the normal run and up";
    }
    void remapRunsRefusesOtherDifferences()
    {
        QFETCH(int, what);
        QFETCH(QString, named);
        QTemporaryDir normal, down;
        QString error;
        QVERIFY2(writeRun(normal.path(), false, [what](LiveRunResult &r) {
            if (what == 7)
                r.servers[3].down = true;
        }, &error), qPrintable(error));
        QVERIFY2(writeRun(down.path(), true, [what](LiveRunResult &r) {
            switch (what) {
            case 0: r.servers[2].weight = 3; break;
            case 2: r.settings[QStringLiteral("keepalive")] = 64; break;
            case 3: r.proxyVersion = QStringLiteral("nginx/1.24.0"); break;
            case 4: r.keysPlanned = r.keysMeasured = r.ok = kKeys - 1; break;
            case 5: r.sha256[QStringLiteral("keys")] = QString(64, QLatin1Char('0')); break;
            case 6: r.traffic = QStringLiteral("zipf:1.1"); break;
            default: break;
            }
        }, &error), qPrintable(error));
        LiveRemap remap;
        QVERIFY(!LiveRemapper::compare(normal.path(), down.path(), &remap, &error));
        QVERIFY2(error.contains(QStringLiteral("differ in more than the servers marked down")) && error.contains(named),
                 qPrintable(error));
        const Cli r = cli({QStringLiteral("remap-runs"), normal.path(), down.path()});
        QCOMPARE(r.code, 1);
        QVERIFY2(r.err.contains(named), qPrintable(r.err));
    }

    void remapRunsRefusesOtherOptions()
    {
        // HAProxy runs whose ring options differ (hash-function), or only the balance factor.
        const QList<QPair<AlgorithmOptions, QString>> rows{
            {{{QStringLiteral("hash-function"), QStringLiteral("sdbm")}},
             QStringLiteral("different option hash-function (sdbm avalanche and sdbm)")},
            {{{QStringLiteral("hash-balance-factor"), QStringLiteral("150")}},
             QStringLiteral("different option hash-balance-factor (0 and 150)")}};
        for (const auto &row : rows) {
            QTemporaryDir normal, down;
            QString error;
            auto haproxy = [](LiveRunResult &r) {
                r.proxy = QStringLiteral("haproxy");
                r.proxyVersion = QStringLiteral("HAProxy version 2.6.12");
                r.settings.clear();
            };
            QVERIFY2(writeRun(normal.path(), false, haproxy, &error), qPrintable(error));
            QVERIFY2(writeRun(down.path(), true, [&](LiveRunResult &r) {
                haproxy(r);
                r.options = row.first;
            }, &error), qPrintable(error));
            LiveRemap remap;
            QVERIFY(!LiveRemapper::compare(normal.path(), down.path(), &remap, &error));
            QVERIFY2(error.contains(row.second), qPrintable(error));
        }
    }

    void remapRunsAcceptsOnlyTheDownServers()
    {
        QTemporaryDir normal, down;
        QString error;
        QVERIFY2(writeRun(normal.path(), false, {}, &error), qPrintable(error));
        QVERIFY2(writeRun(down.path(), true, {}, &error), qPrintable(error));
        LiveRemap remap;
        QVERIFY2(LiveRemapper::compare(normal.path(), down.path(), &remap, &error), qPrintable(error));
        QCOMPARE(remap.removed, QStringList{QStringLiteral("127.0.0.1:9002")});
        QCOMPARE(remap.commonKeys, qint64(kKeys));
        QVERIFY(remap.notes.isEmpty()); // both digests checked
    }

    // --- item 8: option values normalised, written as stored -------------------------------------

    void everyNumericOptionIsNormalised()
    {
        // Every numeric option of every live system: its minimum written with an exponent and a
        // sign is accepted in plain digits, and the config the system writes holds no exponent.
        int checked = 0;
        for (const SystemDescription *system : SystemRegistry::all()) {
            for (const LiveOption &o : system->liveOptions()) {
                if (!o.spec.choices.isEmpty() || o.spec.text)
                    continue;
                // 100 where the system takes it (Varnish's alt is checked against one backend: only 0).
                double value = o.spec.minimum > 0 ? o.spec.minimum : (o.spec.maximum >= 100 ? 100 : o.spec.maximum);
                if (!system->validateOptions({{o.spec.name, QString::number(value)}}, nullptr))
                    value = o.spec.minimum;
                // "+10e1" for 100, "+0.1e1" for 1: a sign and an exponent, the value itself.
                const QString given = QStringLiteral("+%1e1").arg(QString::number(value / 10, 'g', 17));
                AlgorithmOptions normal;
                QString error;
                QVERIFY2(system->validateOptions({{o.spec.name, given}}, &error, &normal),
                         qPrintable(system->name() + QLatin1Char(' ') + o.spec.name + QLatin1String(": ") + error));
                const QString plain = o.spec.integer ? QString::number(qint64(value))
                                                     : QLocale::c().toString(value, 'f', QLocale::FloatingPointShortest);
                QCOMPARE(normal.value(o.spec.name), plain);
                SystemConfigInput in;
                in.dir = QDir::tempPath();
                in.listenPort = 9100;
                in.servers = {Server{QStringLiteral("127.0.0.1:9001"), 1}, Server{QStringLiteral("127.0.0.1:9002"), 1}};
                for (const SystemSetting &s : system->settings())
                    in.settings.insert(s.name, s.defaultValue);
                in.options = normal;
                const QByteArray config = system->writeConfig(in);
                QVERIFY2(!config.contains(given.toUtf8()), config.constData());
                ++checked;
            }
        }
        QVERIFY(checked >= 5); // HAProxy's uri-len, uri-depth, hash-balance-factor; dnsdist's perturbation; Varnish's replicas, alt
    }

    void optionsAreWrittenAsStored_data()
    {
        QTest::addColumn<QString>("system");
        QTest::addColumn<QString>("option");
        QTest::addColumn<QString>("given");
        QTest::addColumn<QString>("stored");
        QTest::addColumn<QByteArray>("written");
        QTest::newRow("haproxy factor") << "haproxy" << "hash-balance-factor" << "1.01e2" << "101"
                                        << QByteArray("hash-balance-factor 101\n");
        QTest::newRow("haproxy len") << "haproxy" << "uri-len" << "+2e1" << "20" << QByteArray("balance uri len 20");
        QTest::newRow("varnish replicas") << "varnish" << "replicas" << "1e3" << "1000" << QByteArray("replicas=1000)");
        QTest::newRow("varnish alt") << "varnish" << "alt" << "+0" << "0" << QByteArray("alt=0,");
        QTest::newRow("dnsdist perturbation") << "dnsdist" << "hash-perturbation" << "4.2e1" << "42"
                                              << QByteArray("setWHashedPertubation(42)");
    }
    void optionsAreWrittenAsStored()
    {
        QFETCH(QString, system);
        QFETCH(QString, option);
        QFETCH(QString, given);
        QFETCH(QString, stored);
        QFETCH(QByteArray, written);
        const SystemDescription *d = SystemRegistry::find(system);
        QVERIFY(d);
        AlgorithmOptions normal;
        QString error;
        QVERIFY2(d->validateOptions({{option, given}}, &error, &normal), qPrintable(error));
        QCOMPARE(normal, (AlgorithmOptions{{option, stored}}));
        SystemConfigInput in;
        in.dir = QDir::tempPath();
        in.listenPort = 9100;
        in.servers = {Server{QStringLiteral("127.0.0.1:9001"), 1}, Server{QStringLiteral("127.0.0.1:9002"), 1}};
        for (const SystemSetting &s : d->settings())
            in.settings.insert(s.name, s.defaultValue);
        in.options = normal;
        const QByteArray config = d->writeConfig(in);
        QVERIFY2(config.contains(written), config.constData());
        // The balance factor the run says it used is the one HAProxy got.
        if (option == QLatin1String("hash-balance-factor"))
            QCOMPARE(d->hashBalanceFactor(normal), 101);
    }

    void badOptionValuesAreRefused_data()
    {
        QTest::addColumn<QString>("system");
        QTest::addColumn<QString>("option");
        QTest::addColumn<QString>("value");
        QTest::addColumn<QString>("range");
        for (const char *v : {"", "abc", "0x10", "1.5", "nan", "inf", "1e400", "65536", "-1", "1e5", "12 34"})
            QTest::addRow("haproxy factor \"%s\"", v) << "haproxy" << "hash-balance-factor" << QString::fromLatin1(v)
                                                << QStringLiteral("0-%1").arg(NumberText::plain(65535, 12));
        for (const char *v : {"1e3.5", "0.5", "1e-1", "NaN"})
            QTest::addRow("varnish replicas \"%s\"", v) << "varnish" << "replicas" << QString::fromLatin1(v) << "1-";
    }
    void badOptionValuesAreRefused()
    {
        QFETCH(QString, system);
        QFETCH(QString, option);
        QFETCH(QString, value);
        QFETCH(QString, range);
        AlgorithmOptions normal{{QStringLiteral("untouched"), QStringLiteral("yes")}};
        QString error;
        QVERIFY(!SystemRegistry::find(system)->validateOptions({{option, value}}, &error, &normal));
        QVERIFY2(error.startsWith(QStringLiteral("option ") + option), qPrintable(error));
        QVERIFY2(error.contains(QLatin1Char('"') + value + QLatin1Char('"')), qPrintable(error));
        QVERIFY2(error.contains(range), qPrintable(error));
        QCOMPARE(normal.value(QStringLiteral("untouched")), QStringLiteral("yes"));
    }

    void storedOddOptionIsRefusedOnRead()
    {
        // A results.json of an older RingLab that stored "1.01e2" (and wrote no factor into
        // haproxy.cfg): what the proxy ran with is unknown, so the run is not read as bounded.
        QTemporaryDir dir;
        QString error;
        QVERIFY2(writeRun(dir.path(), false, [](LiveRunResult &r) {
            r.proxy = QStringLiteral("haproxy");
            r.settings.clear();
            r.options = {{QStringLiteral("hash-balance-factor"), QStringLiteral("101")}};
        }, &error), qPrintable(error));
        QFile f(dir.filePath(QStringLiteral("results.json")));
        QVERIFY(f.open(QIODevice::ReadOnly));
        QByteArray json = f.readAll();
        f.close();
        QVERIFY(json.contains("\"101\""));
        json.replace("\"101\"", "\"1.01e2\"");
        QVERIFY(f.open(QIODevice::WriteOnly | QIODevice::Truncate) && f.write(json) == json.size());
        f.close();
        LiveRunResult r;
        QVERIFY(!LiveRunResult::load(dir.path(), &r, &error));
        QVERIFY2(error.contains(QStringLiteral("hash-balance-factor")) && error.contains(QStringLiteral("\"1.01e2\""))
                     && error.contains(QStringLiteral("\"101\"")),
                 qPrintable(error));
    }

    void measureWritesTheNormalisedFactor()
    {
        // End to end: the run's haproxy.cfg (copied beside results.json) has the factor it stores.
        QTemporaryDir out;
        const int base = PortProbe::findFreeBase(5, 9001);
        const Cli r = cli({QStringLiteral("measure"), QStringLiteral("--proxy"), QStringLiteral("haproxy"),
                           QStringLiteral("--backends"), QStringLiteral("4"), QStringLiteral("--base-port"),
                           QString::number(base), QStringLiteral("--keys"), QStringLiteral("300"),
                           QStringLiteral("--option"), QStringLiteral("hash-balance-factor=1.01e2"),
                           QStringLiteral("--out"), out.path(), QStringLiteral("--quiet")});
        QVERIFY2(r.code == 0 || r.code == 1, qPrintable(r.err + r.out)); // a bounded run may be judged invalid; it ran
        const QByteArray cfg = readAll(out.filePath(QStringLiteral("haproxy.cfg")));
        QVERIFY2(cfg.contains("hash-balance-factor 101\n"), cfg.constData());
        LiveRunResult run;
        QString error;
        QVERIFY2(LiveRunResult::load(out.path(), &run, &error), qPrintable(error));
        QCOMPARE(run.options.value(QStringLiteral("hash-balance-factor")), QStringLiteral("101"));
    }

    void otherCommandsNormaliseToo()
    {
        // route/simulate/remap/shares/traffic take --option through the same parser: HAProxy's
        // port read uri-len=1e1 as 0 (the whole path hashed), not as 10.
        auto route = [](const QString &len) {
            return cli({QStringLiteral("route"), QStringLiteral("--algorithm"), QStringLiteral("haproxy"),
                        QStringLiteral("--servers"), QStringLiteral("127.0.0.1:9001-9008"), QStringLiteral("--option"),
                        QStringLiteral("uri-len=") + len, QStringLiteral("--generate"), QStringLiteral("300"),
                        QStringLiteral("--json")});
        };
        const Cli odd = route(QStringLiteral("1e1"));
        const Cli plain = route(QStringLiteral("10"));
        const Cli whole = route(QStringLiteral("0"));
        QVERIFY2(odd.code == 0 && plain.code == 0 && whole.code == 0, qPrintable(odd.err + plain.err + whole.err));
        QVERIFY(plain.out != whole.out); // uri-len changes where keys go
        QCOMPARE(odd.out, plain.out);
        const Cli bad = route(QStringLiteral("1.5e0"));
        QCOMPARE(bad.code, 2);
        QVERIFY2(bad.err.contains(QStringLiteral("--option uri-len: \"1.5e0\" is not a whole number")), qPrintable(bad.err));
    }
};

QTEST_GUILESS_MAIN(TestRunInputs)
#include "tst_runinputs.moc"
