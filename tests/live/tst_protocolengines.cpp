// The memcached, Redis and DNS load engines against ringlab-responder (no proxy between them), and their
// parsers: every key answered by the port it was sent to, errors resent and counted, timeouts
// counted, keys the protocols cannot carry refused.
#include "ringcore/live/backendfarm.h"
#include "ringcore/live/dnsloadengine.h"
#include "ringcore/live/loadprotocol.h"
#include "ringcore/live/memcachedloadengine.h"
#include "ringcore/live/portprobe.h"
#include "ringcore/live/redisloadengine.h"

#include <QElapsedTimer>
#include <QFile>
#include <QHash>
#include <QProcess>
#include <QSet>
#include <QSignalSpy>
#include <QTcpServer>
#include <QTcpSocket>
#include <QTemporaryDir>
#include <QTest>
#include <QUdpSocket>

using namespace ringcore;

namespace {

struct Collect : LoadSink
{
    QList<LoadResponse> responses;
    void record(const LoadResponse &r) override { responses.append(r); }
};

// A protocol of the test's own, registered from this file only: what a new system's folder does
// (issue 35). Its engine answers nothing; the test asks LoadEngine what it knows of it.
class EchoLoadEngine : public LoadEngine
{
public:
    explicit EchoLoadEngine(QObject *parent) : LoadEngine(parent) {}
    void start(const KeySet *, qsizetype, qsizetype, LoadSink *) override { emit finished(); }
    void abort() override { emit finished(); }
    QString name() const override { return QStringLiteral("echo-engine"); }
};

LoadProtocol echoProtocol()
{
    LoadProtocol p;
    p.name = QStringLiteral("test-echo");
    p.engines = {{QStringLiteral("echo-engine"), [] { return QStringLiteral("the test's echo engine"); }}};
    p.create = [](LoadEngineKind, QObject *parent) -> std::unique_ptr<LoadEngine> {
        return std::make_unique<EchoLoadEngine>(parent);
    };
    p.canSend = [](QByteArrayView key, QString *why) {
        if (key.startsWith("/echo"))
            return true;
        if (why)
            *why = QStringLiteral("echo keys start with /echo");
        return false;
    };
    return p;
}

} // namespace

RINGCORE_REGISTER_LOAD_PROTOCOL(testecho, echoProtocol())

namespace {

KeySet someKeys(int n)
{
    KeySet keys = KeySet::generate(n, 7);
    return keys;
}

} // namespace

class TestProtocolEngines : public QObject
{
    Q_OBJECT

    QTemporaryDir m_dir;
    int m_base = 0;

    /// Starts the responder for `protocol` on 4 free ports; false when it cannot.
    bool startFarm(BackendFarm &farm)
    {
        m_base = PortProbe::findFreeBase(4, 27100);
        QString error;
        const QString program = BackendFarm::findProgram(farm.protocol(), {}, &error);
        if (program.isEmpty() || !farm.start(program, m_dir.path(), m_base, 4, &error)) {
            qWarning("%s", qPrintable(error));
            return false;
        }
        QElapsedTimer clock;
        clock.start();
        while (PortProbe::listeningIn(m_base, 4).size() < 4 && clock.elapsed() < 10000)
            QTest::qWait(20);
        return PortProbe::listeningIn(m_base, 4).size() == 4;
    }

    static bool runEngine(LoadEngine &engine, const KeySet &keys, Collect *sink)
    {
        QSignalSpy finished(&engine, &LoadEngine::finished);
        engine.start(&keys, 0, keys.size(), sink);
        return finished.wait(30000) || !finished.isEmpty();
    }

    /// Sends `keys` through `engine` to `port` of the responder: every key answered once, with
    /// 200 from that port, naming the key it was asked.
    static void verifyEveryKeyFrom(LoadEngine &engine, int port, const KeySet &keys)
    {
        engine.setPort(port);
        Collect sink;
        QVERIFY(runEngine(engine, keys, &sink));
        QCOMPARE(sink.responses.size(), keys.size());
        QSet<qsizetype> seen;
        for (const LoadResponse &r : std::as_const(sink.responses)) {
            QCOMPARE(r.status, 200);
            QCOMPARE(r.backendPort, port);
            QVERIFY(r.receivedPath.isEmpty()); // the responder names the key it was asked
            seen.insert(r.index);
        }
        QCOMPARE(seen.size(), keys.size());
    }

    /// A TCP engine against a started farm: 3,000 keys to each of two ports, every one answered
    /// by that port without a resend; then a dropped backend refuses, and every request fails
    /// after its attempts, each resend counted.
    template<class Engine>
    void streamEngineAgainstFarm(BackendFarm &farm)
    {
        const KeySet keys = someKeys(3000);
        for (int port : {m_base, m_base + 2}) {
            Engine engine;
            engine.setConcurrency(8);
            engine.setPipelineDepth(16);
            verifyEveryKeyFrom(engine, port, keys);
            if (QTest::currentTestFailed())
                return;
            QCOMPARE(engine.retries(), qsizetype(0));
        }
        QString error;
        QVERIFY2(farm.dropPort(m_base + 1, &error), qPrintable(error));
        QTRY_VERIFY(PortProbe::listeningIn(m_base + 1, 1).isEmpty());
        Engine engine;
        engine.setPort(m_base + 1);
        engine.setConcurrency(2);
        const KeySet few = someKeys(10);
        Collect sink;
        QVERIFY(runEngine(engine, few, &sink));
        QCOMPARE(sink.responses.size(), 10);
        for (const LoadResponse &r : std::as_const(sink.responses))
            QVERIFY(r.transportError);
        QCOMPARE(engine.retries(), qsizetype(10 * (Engine::kMaxAttempts - 1)));
    }

    /// A server that answers `error` to the first request of each connection and then `value(request)`
    /// (a request being `lines` CRLF-ended lines): the engine resends, every key ends 200 from
    /// "port" 42, one resend per connection counted.
    template<class Engine, class Value>
    void errorAnswersAreResent(const QByteArray &error, Value value, int lines)
    {
        QTcpServer server;
        QVERIFY(server.listen(QHostAddress::LocalHost, 0));
        QHash<QTcpSocket *, QByteArray> buffers;
        QHash<QTcpSocket *, int> answered;
        connect(&server, &QTcpServer::newConnection, this, [&] {
            while (QTcpSocket *s = server.nextPendingConnection()) {
                connect(s, &QTcpSocket::readyRead, this, [&, s] {
                    QByteArray &b = buffers[s];
                    b += s->readAll();
                    for (;;) {
                        int seen = 0;
                        qsizetype end = 0;
                        while (seen < lines && (end = b.indexOf("\r\n", end)) >= 0) {
                            end += 2;
                            ++seen;
                        }
                        if (seen < lines)
                            break;
                        const QByteArray request = b.left(end);
                        b.remove(0, end);
                        s->write(answered[s]++ == 0 ? error : value(request));
                    }
                });
            }
        });
        Engine engine;
        engine.setPort(server.serverPort());
        engine.setConcurrency(3);
        engine.setPipelineDepth(1);
        const KeySet keys = someKeys(30);
        Collect sink;
        QVERIFY(runEngine(engine, keys, &sink));
        QCOMPARE(sink.responses.size(), 30);
        for (const LoadResponse &r : std::as_const(sink.responses)) {
            QCOMPARE(r.status, 200);
            QCOMPARE(r.backendPort, 42);
        }
        QCOMPARE(engine.retries(), qsizetype(3)); // one per connection
    }

private slots:
    void memcachedParse()
    {
        int status = 0, port = 0;
        QByteArrayView key;
        const QByteArray value = "VALUE /k 0 4\r\n9007\r\nEND\r\n";
        QCOMPARE(MemcachedLoadEngine::parse(value, 0, &status, &port, &key), value.size());
        QCOMPARE(status, 200);
        QCOMPARE(port, 9007);
        QCOMPARE(key.toByteArray(), QByteArray("/k"));
        // Incomplete at every cut: nothing consumed.
        for (qsizetype cut = 0; cut < value.size(); ++cut)
            QCOMPARE(MemcachedLoadEngine::parse(value.first(cut), 0, &status, &port, &key), qsizetype(0));
        QCOMPARE(MemcachedLoadEngine::parse("END\r\n", 0, &status, &port, &key), qsizetype(5));
        QCOMPARE(status, 404);
        QCOMPARE(MemcachedLoadEngine::parse("SERVER_ERROR Connection refused\r\n", 0, &status, &port, &key), qsizetype(33));
        QCOMPARE(status, 502);
        QCOMPARE(MemcachedLoadEngine::parse("HTTP/1.1 200 OK\r\n", 0, &status, &port, &key), qsizetype(-1));
        QCOMPARE(MemcachedLoadEngine::parse("VALUE /k 0 4\r\n9007\r\nXYZ\r\n", 0, &status, &port, &key), qsizetype(-1));
    }

    void dnsQueryAndParse()
    {
        const QByteArray q = DnsLoadEngine::query("/objects/00ab", 0x1234);
        QCOMPARE(q.left(2), QByteArray("\x12\x34"));
        // One label "/objects/00ab" (13 bytes) and the root: the name the dnsdist port hashes.
        QCOMPARE(q.mid(12, 15), QByteArray("\x0d/objects/00ab\x00", 15));
        QCOMPARE(DnsLoadEngine::keyName("www.Example.com."), QByteArray("\x03www\x07" "Example\x03" "com\x00", 17));
        // presentation() reads back to the same wire name, escapes included.
        for (const QByteArray &key : {QByteArray("/objects/00ab"), QByteArray("a\\.b.c"), QByteArray("x\\032y.z")}) {
            const QByteArray wire = DnsLoadEngine::keyName(key);
            QCOMPARE(DnsLoadEngine::keyName(DnsLoadEngine::presentation(wire)), wire);
        }
        // An answer as ringlab-responder builds it: A 10.0.35.41 = port 9001.
        QByteArray answer = q;
        answer[2] = char(0x85);
        answer[3] = char(0x80);
        answer[7] = 1;
        answer += QByteArray("\xc0\x0c\x00\x01\x00\x01\x00\x00\x00\x00\x00\x04\x0a\x00\x23\x29", 16);
        quint16 id = 0;
        int status = 0, port = 0;
        QByteArrayView question;
        QVERIFY(DnsLoadEngine::parse(answer, &id, &status, &port, &question));
        QCOMPARE(id, quint16(0x1234));
        QCOMPARE(status, 200);
        QCOMPARE(port, 9001);
        QCOMPARE(question.toByteArray(), DnsLoadEngine::keyName("/objects/00ab"));
        answer[3] = char(0x82); // SERVFAIL
        QVERIFY(DnsLoadEngine::parse(answer, &id, &status, &port, &question));
        QCOMPARE(status, 502);
        QVERIFY(!DnsLoadEngine::parse(q, &id, &status, &port, &question)); // a query, not a response
        QVERIFY(!DnsLoadEngine::parse(answer.first(20), &id, &status, &port, &question));
    }

    void keysTheProtocolsCannotCarry()
    {
        QString why;
        QVERIFY(LoadEngine::canSend(QStringLiteral("memcached"), QByteArray(250, 'k'), &why));
        QVERIFY(!LoadEngine::canSend(QStringLiteral("memcached"), QByteArray(251, 'k'), &why));
        QVERIFY2(why.contains(QLatin1String("250")), qPrintable(why));
        QByteArray longName;
        for (int i = 0; i < 5; ++i)
            longName += QByteArray(60, 'a') + '.';
        QVERIFY(LoadEngine::canSend(QStringLiteral("dns"), longName.left(200), &why));
        QVERIFY(!LoadEngine::canSend(QStringLiteral("dns"), longName, &why));
        QVERIFY2(why.contains(QLatin1String("255")), qPrintable(why));
        QVERIFY(LoadEngine::speaks(QStringLiteral("memcached")));
        QVERIFY(LoadEngine::speaks(QStringLiteral("dns")));
        QVERIFY(LoadEngine::speaks(QStringLiteral("redis")));
        QVERIFY(!LoadEngine::speaks(QStringLiteral("gopher")));
        QVERIFY(LoadEngine::canSend(QStringLiteral("redis"), QByteArray(300, 'k'), &why)); // RESP is binary-safe
    }

    // Issue 35 item 2: the protocols register; each engine's file brings its own, and a protocol
    // registered elsewhere (this file) is spoken, created, described and asked about keys like
    // the built-in ones, with no shared file naming it.
    void protocolsRegister()
    {
        const QStringList names = LoadProtocolRegistry::names();
        for (const char *builtIn : {"http", "memcached", "redis", "dns", "test-echo"})
            QVERIFY2(names.contains(QLatin1String(builtIn)), qPrintable(names.join(QLatin1Char(' '))));
        QVERIFY(!LoadProtocolRegistry::add(echoProtocol())); // a name once
        QCOMPARE(LoadEngine::create(LoadEngineKind::Qnam, QStringLiteral("http"))->name(), QStringLiteral("qnam"));
        QCOMPARE(LoadEngine::create(LoadEngineKind::Raw, QStringLiteral("http"))->name(), QStringLiteral("raw"));
        QCOMPARE(LoadEngine::create(LoadEngineKind::Raw, QStringLiteral("memcached"))->name(), QStringLiteral("memcached"));
        QCOMPARE(LoadEngine::create(LoadEngineKind::Qnam, QStringLiteral("redis"))->name(), QStringLiteral("redis"));
        QCOMPARE(LoadEngine::create(LoadEngineKind::Qnam, QStringLiteral("dns"))->name(), QStringLiteral("dns"));
        QVERIFY(!LoadEngine::create(LoadEngineKind::Qnam, QStringLiteral("gopher")));
        QCOMPARE(LoadEngine::describe(QStringLiteral("qnam")), QStringLiteral("Qt's HTTP client (QNetworkAccessManager)"));
        QCOMPARE(LoadEngine::describe(QStringLiteral("dns")), QStringLiteral("DNS queries over UDP"));

        QVERIFY(LoadEngine::speaks(QStringLiteral("test-echo")));
        const std::unique_ptr<LoadEngine> echo = LoadEngine::create(LoadEngineKind::Qnam, QStringLiteral("test-echo"));
        QVERIFY(echo);
        QCOMPARE(echo->description(), QStringLiteral("the test's echo engine"));
        QString why;
        QVERIFY(LoadEngine::canSend(QStringLiteral("test-echo"), "/echo/1", &why));
        QVERIFY(!LoadEngine::canSend(QStringLiteral("test-echo"), "/objects/1", &why));
        QCOMPARE(why, QStringLiteral("echo keys start with /echo"));
    }

    // The responder's protocols register from their own files too: its version line and its
    // refusal of an unknown protocol name every registered one.
    void responderNamesItsProtocols()
    {
        const QString responder = QStringLiteral(RINGLAB_BINARY_DIR "/app/ringlab-responder");
        QProcess version;
        version.start(responder, {QStringLiteral("--version")});
        QVERIFY(version.waitForFinished(10000));
        const QByteArray line = version.readAllStandardOutput();
        for (const char *name : {"memcached", "redis", "dns"})
            QVERIFY2(line.contains(name), line.constData());
        QTemporaryDir dir;
        QFile config(dir.filePath(QStringLiteral("responder.conf")));
        QVERIFY(config.open(QIODevice::WriteOnly));
        config.write("protocol gopher\nport 9001\n");
        config.close();
        QProcess run;
        run.start(responder, {QStringLiteral("--config"), config.fileName()});
        QVERIFY(run.waitForFinished(10000));
        QCOMPARE(run.exitCode(), 1);
        const QByteArray error = run.readAllStandardError();
        QVERIFY2(error.contains("responder.conf:1: unknown protocol gopher (") && error.contains("memcached")
                     && error.contains("redis") && error.contains(" or "),
                 error.constData());
    }

    void memcachedAgainstResponder()
    {
        BackendFarm farm(QStringLiteral("memcached"));
        QVERIFY(startFarm(farm));
        streamEngineAgainstFarm<MemcachedLoadEngine>(farm);
        farm.stop();
    }

    void memcachedErrorAnswersAreResent()
    {
        // Each request is one line, `get <key>`.
        errorAnswersAreResent<MemcachedLoadEngine>("SERVER_ERROR Connection refused\r\n", [](const QByteArray &request) {
            return "VALUE " + request.mid(4, request.size() - 6) + " 0 2\r\n42\r\nEND\r\n";
        }, 1);
    }

    void redisParse()
    {
        QCOMPARE(RedisLoadEngine::request("/objects/00ab"), QByteArray("*2\r\n$3\r\nGET\r\n$13\r\n/objects/00ab\r\n"));
        QCOMPARE(RedisLoadEngine::request("a b\r\n"), QByteArray("*2\r\n$3\r\nGET\r\n$5\r\na b\r\n\r\n")); // binary-safe
        int status = 0, port = 0;
        const QByteArray value = "$4\r\n9007\r\n";
        QCOMPARE(RedisLoadEngine::parse(value, 0, &status, &port), value.size());
        QCOMPARE(status, 200);
        QCOMPARE(port, 9007);
        for (qsizetype cut = 0; cut < value.size(); ++cut)
            QCOMPARE(RedisLoadEngine::parse(value.first(cut), 0, &status, &port), qsizetype(0));
        // Two replies back to back, read from the second one's offset.
        const QByteArray two = value + "$-1\r\n";
        QCOMPARE(RedisLoadEngine::parse(two, value.size(), &status, &port), qsizetype(5));
        QCOMPARE(status, 404);
        QCOMPARE(RedisLoadEngine::parse("-ERR Connection refused\r\n", 0, &status, &port), qsizetype(25));
        QCOMPARE(status, 502);
        QCOMPARE(RedisLoadEngine::parse("+OK\r\n", 0, &status, &port), qsizetype(-1));      // no GET reply
        QCOMPARE(RedisLoadEngine::parse("*1\r\n$1\r\n1\r\n", 0, &status, &port), qsizetype(-1));
        QCOMPARE(RedisLoadEngine::parse("$4\r\n9007XY", 0, &status, &port), qsizetype(-1)); // no CRLF after the data
        QCOMPARE(RedisLoadEngine::parse("$x\r\n", 0, &status, &port), qsizetype(-1));
        QCOMPARE(RedisLoadEngine::parse("$-2\r\n", 0, &status, &port), qsizetype(-1));
        QCOMPARE(RedisLoadEngine::parse("HTTP/1.1 200 OK\r\n", 0, &status, &port), qsizetype(-1));
    }

    void redisAgainstResponder()
    {
        BackendFarm farm(QStringLiteral("redis"));
        QVERIFY(startFarm(farm));
        // The responder also answers what nutcracker and redis-cli send besides GET.
        QTcpSocket socket;
        socket.connectToHost(QHostAddress::LocalHost, quint16(m_base + 3));
        QVERIFY(socket.waitForConnected(5000));
        socket.write("*1\r\n$4\r\nPING\r\n*2\r\n$6\r\nSELECT\r\n$1\r\n2\r\nMGET a b\r\n*1\r\n$4\r\nNOPE\r\n");
        const QByteArray mget = "*2\r\n$" + QByteArray::number(QByteArray::number(m_base + 3).size()) + "\r\n"
                              + QByteArray::number(m_base + 3) + "\r\n";
        QByteArray expected = "+PONG\r\n+OK\r\n" + mget;
        expected += mget.mid(4) + "-ERR unknown command 'NOPE'\r\n";
        QByteArray got;
        QElapsedTimer clock;
        clock.start();
        while (got.size() < expected.size() && clock.elapsed() < 5000)
            if (socket.waitForReadyRead(100))
                got += socket.readAll();
        QCOMPARE(got, expected);
        streamEngineAgainstFarm<RedisLoadEngine>(farm);
        farm.stop();
    }

    void redisErrorAnswersAreResent()
    {
        // Each request is 5 lines: *2, $3, GET, $n, key.
        errorAnswersAreResent<RedisLoadEngine>("-ERR Connection refused\r\n", [](const QByteArray &) {
            return QByteArray("$2\r\n42\r\n");
        }, 5);
    }

    void dnsAgainstResponder()
    {
        BackendFarm farm(QStringLiteral("dns"));
        QVERIFY(startFarm(farm));
        const KeySet keys = someKeys(3000);
        for (int port : {m_base + 1, m_base + 2}) {
            DnsLoadEngine engine;
            engine.setConcurrency(4);
            engine.setPipelineDepth(32);
            verifyEveryKeyFrom(engine, port, keys);
            if (QTest::currentTestFailed())
                return;
        }
        farm.stop();
    }

    void dnsTimeoutsAreRetriedAndCounted()
    {
        // A UDP port that reads queries and never answers.
        QUdpSocket silent;
        QVERIFY(silent.bind(QHostAddress::LocalHost, 0));
        DnsLoadEngine engine;
        engine.setPort(silent.localPort());
        engine.setTimeoutMs(1000); // 200 ms per attempt
        engine.setConcurrency(2);
        const KeySet keys = someKeys(6);
        Collect sink;
        QElapsedTimer clock;
        clock.start();
        QVERIFY(runEngine(engine, keys, &sink));
        QCOMPARE(sink.responses.size(), 6);
        for (const LoadResponse &r : std::as_const(sink.responses))
            QVERIFY(r.transportError);
        QCOMPARE(engine.timeouts(), qsizetype(6 * DnsLoadEngine::kMaxAttempts));
        QCOMPARE(engine.retries(), qsizetype(6 * (DnsLoadEngine::kMaxAttempts - 1)));
        QVERIFY(clock.elapsed() >= 5 * 200);
        // Every attempt carried its own id: 30 queries, 30 distinct (socket, id) pairs.
        QSet<QByteArray> ids;
        while (silent.hasPendingDatagrams()) {
            QByteArray d(int(silent.pendingDatagramSize()), 0);
            QHostAddress from;
            quint16 fromPort = 0;
            silent.readDatagram(d.data(), d.size(), &from, &fromPort);
            ids.insert(QByteArray::number(fromPort) + d.left(2));
        }
        QCOMPARE(ids.size(), 6 * DnsLoadEngine::kMaxAttempts);
    }
};

QTEST_GUILESS_MAIN(TestProtocolEngines)
#include "tst_protocolengines.moc"
