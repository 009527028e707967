// `advise --compare` (issue 33, item 9): two configs are compared key by key only when they hash
// the same request attribute. `hash $request_uri` against `hash $remote_addr` said "0.00 % of the
// key space changes server"; now it is refused, naming both files and what each hashes. Configs
// that hash the same attribute in other words (${request_uri}, HAProxy's `uri whole`, another
// proxy's URI hash) still compare; a reader that cannot tell says so in a note.
#include "support/testpaths.h"

#include "ringcore/advisor/advisor.h"
#include "ringcore/config/proxyconfigreader.h"

#include <QDir>
#include <QFile>
#include <QJsonDocument>
#include <QJsonObject>
#include <QProcess>
#include <QTemporaryDir>
#include <QTest>

using namespace ringcore;

namespace {

QString nginx(const QString &key)
{
    return QStringLiteral("upstream u {\n    hash %1 consistent;\n    server 127.0.0.1:9001;\n"
                          "    server 127.0.0.1:9002;\n    server 127.0.0.1:9003 weight=2;\n}\n")
        .arg(key);
}

QString haproxy(const QString &balance)
{
    return QStringLiteral("defaults\n    mode http\nbackend be\n    balance %1\n    hash-type consistent\n"
                          "    server s1 127.0.0.1:9001\n    server s2 127.0.0.1:9002\n    server s3 127.0.0.1:9003\n")
        .arg(balance);
}

struct Files
{
    QTemporaryDir dir;
    QString write(const QString &name, const QString &text)
    {
        const QString path = dir.filePath(name);
        QFile f(path);
        if (!f.open(QIODevice::WriteOnly) || f.write(text.toUtf8()) < 0)
            return {};
        return path;
    }
};

} // namespace

class TestAdviseCompare : public QObject
{
    Q_OBJECT
private slots:
    void differentAttributesAreRefused_data()
    {
        QTest::addColumn<QString>("first");
        QTest::addColumn<QString>("second");
        QTest::addColumn<QString>("firstHashes");
        QTest::addColumn<QString>("secondHashes");
        QTest::newRow("nginx uri / remote_addr") << nginx(QStringLiteral("$request_uri"))
                                                 << nginx(QStringLiteral("$remote_addr")) << "$request_uri"
                                                 << "$remote_addr";
        QTest::newRow("nginx uri / cookie") << nginx(QStringLiteral("$request_uri")) << nginx(QStringLiteral("$cookie_user"))
                                            << "$request_uri" << "$cookie_user";
        QTest::newRow("haproxy uri / source") << haproxy(QStringLiteral("uri")) << haproxy(QStringLiteral("source"))
                                              << "uri" << "source";
        QTest::newRow("haproxy uri / hdr") << haproxy(QStringLiteral("uri")) << haproxy(QStringLiteral("hdr(X-User)"))
                                           << "uri" << "hdr(X-User)";
        QTest::newRow("nginx uri / haproxy source") << nginx(QStringLiteral("$request_uri")) << haproxy(QStringLiteral("source"))
                                                    << "$request_uri" << "source";
    }
    void differentAttributesAreRefused()
    {
        QFETCH(QString, first);
        QFETCH(QString, second);
        QFETCH(QString, firstHashes);
        QFETCH(QString, secondHashes);
        Files files;
        const QString a = files.write(QStringLiteral("a.x"), first);
        const QString b = files.write(QStringLiteral("b.x"), second);
        QVERIFY(!a.isEmpty() && !b.isEmpty());
        QProcess cli;
        cli.start(ringlab::test::cliPath(), {QStringLiteral("advise"), a, QStringLiteral("--compare"), b});
        QVERIFY(cli.waitForFinished(120000));
        const QString out = QString::fromUtf8(cli.readAllStandardOutput());
        const QString err = QString::fromUtf8(cli.readAllStandardError());
        QCOMPARE(cli.exitCode(), 1);
        QVERIFY2(err.contains(QStringLiteral("--compare")) && err.contains(a) && err.contains(b), qPrintable(err));
        QVERIFY2(err.contains(firstHashes) && err.contains(secondHashes), qPrintable(err));
        QVERIFY2(err.contains(QStringLiteral("different request attributes")), qPrintable(err));
        QVERIFY2(!out.contains(QStringLiteral("changes server")), qPrintable(out)); // no figure at all

        // The same check the CLI makes, on the configs themselves.
        ProxyConfig x, y;
        ConfigError e;
        QVERIFY2(ProxyConfigReader::readFile(a, {}, &x, &e), qPrintable(e.toString()));
        QVERIFY2(ProxyConfigReader::readFile(b, {}, &y, &e), qPrintable(e.toString()));
        QString why, note;
        QVERIFY(!Advisor::sameKeys(x, y, &why, &note));
        QVERIFY(!Advisor::sameKeys(y, x, &why, &note)); // either way round
    }

    void sameAttributeInOtherWordsCompares_data()
    {
        QTest::addColumn<QString>("first");
        QTest::addColumn<QString>("second");
        QTest::newRow("nginx ${request_uri}") << nginx(QStringLiteral("$request_uri")) << nginx(QStringLiteral("\"${request_uri}\""));
        QTest::newRow("haproxy uri / uri whole") << haproxy(QStringLiteral("uri")) << haproxy(QStringLiteral("uri whole"));
        QTest::newRow("nginx uri / haproxy uri") << nginx(QStringLiteral("$request_uri")) << haproxy(QStringLiteral("uri"));
        QTest::newRow("nginx remote_addr / haproxy source") << nginx(QStringLiteral("$remote_addr"))
                                                            << haproxy(QStringLiteral("source"));
        QTest::newRow("nginx http_x_user / haproxy hdr") << nginx(QStringLiteral("$http_x_user"))
                                                         << haproxy(QStringLiteral("hdr(X-User)"));
    }
    void sameAttributeInOtherWordsCompares()
    {
        QFETCH(QString, first);
        QFETCH(QString, second);
        Files files;
        const QString a = files.write(QStringLiteral("a.x"), first);
        const QString b = files.write(QStringLiteral("b.x"), second);
        QProcess cli;
        cli.start(ringlab::test::cliPath(), {QStringLiteral("advise"), a, QStringLiteral("--json"),
                                             QStringLiteral("--compare"), b});
        QVERIFY(cli.waitForFinished(120000));
        QVERIFY2(cli.exitCode() == 0, cli.readAllStandardError().constData());
        const QJsonObject compare
            = QJsonDocument::fromJson(cli.readAllStandardOutput()).object().value(QStringLiteral("compare")).toObject();
        QVERIFY(compare.contains(QStringLiteral("movedFraction")));
        QVERIFY(!compare.contains(QStringLiteral("note")));
    }

    void unknownAttributeIsSaid()
    {
        // Envoy's hash policy lives in its routes, which the reader does not read: the comparison
        // is made and says what it assumes.
        const QString a = ringlab::test::dataFile(QStringLiteral("configs/envoy/seed-envoy-default.yaml"));
        const QString b = ringlab::test::dataFile(QStringLiteral("configs/envoy/seed-envoy-ring-16000.yaml"));
        QProcess cli;
        cli.start(ringlab::test::cliPath(), {QStringLiteral("advise"), a, QStringLiteral("--compare"), b});
        QVERIFY(cli.waitForFinished(120000));
        const QString out = QString::fromUtf8(cli.readAllStandardOutput());
        QVERIFY2(cli.exitCode() == 0, cli.readAllStandardError().constData());
        QVERIFY2(out.contains(QStringLiteral("changes server")), qPrintable(out));
        QVERIFY2(out.contains(QStringLiteral("cannot tell what")) && out.contains(QStringLiteral("assumes both configs hash "
                                                                                                "the same request attribute")),
                 qPrintable(out));
    }
};

QTEST_GUILESS_MAIN(TestAdviseCompare)
#include "tst_advisecompare.moc"
