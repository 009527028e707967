// AccessLogReader on good, truncated and malformed lines of nginx, HAProxy and path logs.
#include "ringcore/traffic/accesslogreader.h"

#include <QTemporaryDir>
#include <QTest>

using namespace ringcore;

namespace {

const char *const kNginx =
    "192.0.2.7 - - [03/Dec/2026:10:15:32 +0000] \"GET /images/a.png?x=1 HTTP/1.1\" 200 5123 "
    "\"https://example.org/\" \"Mozilla/5.0 (X11; Linux x86_64)\"";
// HAProxy 2.6's default `option httplog` line through syslog (the documentation's example).
const char *const kHaproxy =
    "Feb  6 12:14:14 localhost haproxy[14389]: 10.0.1.2:33317 [06/Feb/2009:12:14:14.655] http-in "
    "static/srv1 10/0/30/69/109 200 2750 - - ---- 1/1/1/1/0 0/0 {1wt.eu} {} \"GET /index.html HTTP/1.1\"";
// The same without the syslog header and without captures (log to stdout).
const char *const kHaproxyBare =
    "127.0.0.1:40000 [03/Dec/2026:10:00:00.001] fe be/s2 0/0/1/2/3 404 +120 - - --NI 2/2/0/0/0 0/0 "
    "\"GET /objects/x HTTP/1.1\"";

QString writeFile(const QTemporaryDir &dir, const QByteArray &bytes)
{
    const QString path = dir.filePath(QStringLiteral("access.log"));
    QFile f(path);
    if (!f.open(QIODevice::WriteOnly))
        qFatal("cannot write");
    f.write(bytes);
    return path;
}

} // namespace

class TestAccessLogReader : public QObject
{
    Q_OBJECT

private slots:
    void goodLines_data()
    {
        QTest::addColumn<QByteArray>("line");
        QTest::addColumn<QByteArray>("key");
        QTest::addColumn<qulonglong>("bytes");
        QTest::addColumn<QString>("format");
        QTest::newRow("nginx combined") << QByteArray(kNginx) << QByteArray("/images/a.png?x=1") << 5123ULL
                                        << QStringLiteral("nginx-combined");
        QTest::newRow("nginx, user and empty agent")
            << QByteArray("::1 - bob [03/Dec/2026:10:15:32 +0000] \"POST /api/v1 HTTP/2.0\" 201 0 \"-\" \"\"")
            << QByteArray("/api/v1") << 0ULL << QStringLiteral("nginx-combined");
        QTest::newRow("haproxy syslog") << QByteArray(kHaproxy) << QByteArray("/index.html") << 2750ULL
                                        << QStringLiteral("haproxy-httplog");
        QTest::newRow("haproxy bare") << QByteArray(kHaproxyBare) << QByteArray("/objects/x") << 120ULL
                                      << QStringLiteral("haproxy-httplog");
        QTest::newRow("haproxy captures with spaces")
            << QByteArray("10.0.0.1:1 [06/Feb/2009:12:14:14.655] fe be/s 1/0/0/0/1 200 10 - - ---- 1/1/1/1/0 0/0 "
                          "{Mozilla/5.0 (X11)} {text/html; q=1} \"GET /x HTTP/1.0\"")
            << QByteArray("/x") << 10ULL << QStringLiteral("haproxy-httplog");
        QTest::newRow("path") << QByteArray("/objects/0123") << QByteArray("/objects/0123") << 0ULL
                              << QStringLiteral("path");
    }

    void goodLines()
    {
        QFETCH(QByteArray, line);
        QFETCH(QByteArray, key);
        QFETCH(qulonglong, bytes);
        QFETCH(QString, format);
        LogRequest r;
        QString why;
        QCOMPARE(AccessLogReader::parseLine(line, &r, &why), 1);
        QCOMPARE(r.key, key);
        QCOMPARE(r.bytes, uint64_t(bytes));
        QCOMPARE(r.format, format);
        QCOMPARE(r.hasSize, format != QLatin1String("path"));
    }

    void linesWithoutARequest()
    {
        // Valid nginx lines for connections that sent no request: no key, skipped.
        LogRequest r;
        QCOMPARE(AccessLogReader::parseLine(
                     "192.0.2.7 - - [03/Dec/2026:10:15:32 +0000] \"-\" 400 0 \"-\" \"-\"", &r), 0);
        QCOMPARE(AccessLogReader::parseLine(
                     "10.0.0.1:1 [06/Feb/2009:12:14:14.655] fe fe/<NOSRV> -1/-1/-1/-1/0 400 187 - - PR-- "
                     "1/1/0/0/0 0/0 \"<BADREQ>\"", &r), 0);
    }

    void malformedLines_data()
    {
        QTest::addColumn<QByteArray>("line");
        const QByteArray nginx(kNginx), haproxy(kHaproxy);
        QTest::newRow("nginx cut in the agent") << nginx.left(nginx.size() - 5);
        QTest::newRow("nginx cut in the request") << nginx.left(50);
        QTest::newRow("nginx without referer and agent (common format)")
            << QByteArray("192.0.2.7 - - [03/Dec/2026:10:15:32 +0000] \"GET / HTTP/1.1\" 200 5");
        QTest::newRow("nginx status not a number") << QByteArray(kNginx).replace(" 200 ", " OK ");
        QTest::newRow("haproxy cut") << haproxy.left(haproxy.size() - 10);
        QTest::newRow("haproxy timers missing") << QByteArray(kHaproxy).replace("10/0/30/69/109 ", "");
        QTest::newRow("relative path") << QByteArray("objects/1");
        QTest::newRow("path with a space") << QByteArray("/a b");
        QTest::newRow("json") << QByteArray("{\"path\": \"/a\"}");
    }

    void malformedLines()
    {
        QFETCH(QByteArray, line);
        LogRequest r;
        QString why;
        QCOMPARE(AccessLogReader::parseLine(line, &r, &why), -1);
        QVERIFY(why.contains(QLatin1String("nginx")));
    }

    void readsAFileAndNamesTheBadLine()
    {
        QTemporaryDir dir;
        QByteArray text = QByteArray(kNginx) + "\n" + kHaproxy + "\r\n\n/p/1\n" + "GET /x HTTP/1.1\n/p/2\n";
        const QString path = writeFile(dir, text);
        AccessLogReader reader;
        QString error;
        QVERIFY(reader.open(path, &error));
        LogRequest r;
        QVERIFY(reader.next(&r));
        QCOMPARE(r.key, QByteArray("/images/a.png?x=1"));
        QVERIFY(reader.next(&r));
        QCOMPARE(r.key, QByteArray("/index.html"));
        QVERIFY(reader.next(&r)); // the blank line 3 is skipped
        QCOMPARE(r.key, QByteArray("/p/1"));
        QCOMPARE(reader.lineNumber(), qint64(4));
        QVERIFY(!reader.next(&r));
        QVERIFY2(reader.error().contains(QLatin1String("line 5")), qPrintable(reader.error()));
        QVERIFY(reader.error().contains(path));
        QVERIFY(!reader.next(&r)); // stays stopped
    }

    void truncatedLastLine()
    {
        QTemporaryDir dir;
        const QByteArray nginx(kNginx);
        // A complete last line without its newline is read; one cut mid-write is an error.
        {
            AccessLogReader reader;
            QString error;
            QVERIFY(reader.open(writeFile(dir, "/a\n/b"), &error));
            LogRequest r;
            QVERIFY(reader.next(&r) && reader.next(&r));
            QCOMPARE(r.key, QByteArray("/b"));
            QVERIFY(!reader.next(&r));
            QVERIFY(reader.error().isEmpty());
        }
        AccessLogReader reader;
        QString error;
        QVERIFY(reader.open(writeFile(dir, nginx + "\n" + nginx.left(70)), &error));
        LogRequest r;
        QVERIFY(reader.next(&r));
        QVERIFY(!reader.next(&r));
        QVERIFY2(reader.error().contains(QLatin1String("line 2")), qPrintable(reader.error()));
    }

    void overlongLine()
    {
        QTemporaryDir dir;
        const QByteArray longPath = "/" + QByteArray(AccessLogReader::kMaxLineBytes + 10, 'a');
        AccessLogReader reader;
        QString error;
        QVERIFY(reader.open(writeFile(dir, "/ok\n" + longPath + "\n/after\n"), &error));
        LogRequest r;
        QVERIFY(reader.next(&r));
        QVERIFY(!reader.next(&r));
        QVERIFY2(reader.error().contains(QLatin1String("line 2")) && reader.error().contains(QLatin1String("16384")),
                 qPrintable(reader.error()));
        // Exactly the limit is accepted.
        AccessLogReader exact;
        QVERIFY(exact.open(writeFile(dir, "/" + QByteArray(AccessLogReader::kMaxLineBytes - 1, 'b') + "\n"), &error));
        QVERIFY(exact.next(&r));
        QCOMPARE(r.key.size(), AccessLogReader::kMaxLineBytes);
    }

    void refusesWhatIsNoFile()
    {
        AccessLogReader reader;
        QString error;
        QVERIFY(!reader.open(QStringLiteral("/nonexistent/access.log"), &error));
        QVERIFY(error.contains(QLatin1String("/nonexistent/access.log")));
        QVERIFY(!reader.open(QStringLiteral("/dev/zero"), &error));
    }
};

QTEST_GUILESS_MAIN(TestAccessLogReader)
#include "tst_accesslogreader.moc"
