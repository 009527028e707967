// An output path equal to an input is refused (issue 33 item 15): `merge --out s1.json s1.json`,
// `advise --write-patched X X`, figure files over the experiment they draw, measure's inputs in the
// folder a run replaces — compared as the file system sees them (same inode, a link, "./x").
#include "ringcore/core/outputpath.h"
#include "support/clirunner.h"

#include <QDir>
#include <QFile>
#include <QTemporaryDir>
#include <QTest>

#include <unistd.h>

using ringcore::OutputPath;
using ringlab::test::runCli;

namespace {

void put(const QString &path, const QByteArray &bytes)
{
    QFile f(path);
    QVERIFY(f.open(QIODevice::WriteOnly));
    QCOMPARE(f.write(bytes), bytes.size());
}

QByteArray contentOf(const QString &path)
{
    QFile f(path);
    return f.open(QIODevice::ReadOnly) ? f.readAll() : QByteArray("<unreadable>");
}

} // namespace

class TestOutputPath : public QObject
{
    Q_OBJECT
private slots:
    void sameFileAsTheFileSystemSeesIt()
    {
        QTemporaryDir dir;
        const QString a = dir.filePath(QStringLiteral("s1.json"));
        put(a, "{}");
        QVERIFY(OutputPath::sameFile(a, a));
        QVERIFY(OutputPath::sameFile(a, dir.path() + QStringLiteral("/./sub/../s1.json")));
        const QString hard = dir.filePath(QStringLiteral("hard.json"));
        QCOMPARE(::link(QFile::encodeName(a).constData(), QFile::encodeName(hard).constData()), 0);
        QVERIFY(OutputPath::sameFile(hard, a));
        const QString soft = dir.filePath(QStringLiteral("soft.json"));
        QVERIFY(QFile::link(a, soft));
        QVERIFY(OutputPath::sameFile(soft, a));
        QVERIFY(!OutputPath::sameFile(dir.filePath(QStringLiteral("new.json")), a));
        QVERIFY(OutputPath::sameFile(dir.filePath(QStringLiteral("new.json")), dir.path() + QStringLiteral("/./new.json")));
        QVERIFY(OutputPath::isInside(dir.filePath(QStringLiteral("keys.txt")), dir.path()));
        QVERIFY(!OutputPath::isInside(dir.path() + QStringLiteral("-other/keys.txt"), dir.path()));
        QString error;
        QVERIFY(!OutputPath::checkNotInput(QStringLiteral("out"), hard, {QString(), a}, &error));
        QVERIFY2(error.startsWith(QStringLiteral("--out: ")) && error.contains(QStringLiteral("also an input")), qPrintable(error));
        QVERIFY(OutputPath::checkNotInput(QStringLiteral("out"), dir.filePath(QStringLiteral("merged.json")), {a}, &error));
    }

    void commandsRefuseAnOutputThatIsAnInput_data()
    {
        QTest::addColumn<QStringList>("args");
        QTest::addColumn<QString>("option");
        QTest::newRow("merge --out s1.json s1.json")
            << QStringList{QStringLiteral("merge"), QStringLiteral("--out"), QStringLiteral("IN"), QStringLiteral("IN")}
            << QStringLiteral("--out");
        QTest::newRow("merge --out ./s1.json s1.json")
            << QStringList{QStringLiteral("merge"), QStringLiteral("--out"), QStringLiteral("DIR/./in.json"), QStringLiteral("IN")}
            << QStringLiteral("--out");
        QTest::newRow("merge --out a hard link")
            << QStringList{QStringLiteral("merge"), QStringLiteral("--out"), QStringLiteral("HARD"), QStringLiteral("IN")}
            << QStringLiteral("--out");
        QTest::newRow("advise --write-patched X X")
            << QStringList{QStringLiteral("advise"), QStringLiteral("IN"), QStringLiteral("--write-patched"), QStringLiteral("IN")}
            << QStringLiteral("--write-patched");
        QTest::newRow("advise --write-patched the --compare file")
            << QStringList{QStringLiteral("advise"), QStringLiteral("DIR/other.conf"), QStringLiteral("--compare"), QStringLiteral("IN"),
                           QStringLiteral("--write-patched"), QStringLiteral("HARD")}
            << QStringLiteral("--write-patched");
        QTest::newRow("measure --key-file in --out")
            << QStringList{QStringLiteral("measure"), QStringLiteral("--proxy"), QStringLiteral("nginx"), QStringLiteral("--key-file"),
                           QStringLiteral("DIR/mapping.tsv"), QStringLiteral("--out"), QStringLiteral("DIR")}
            << QStringLiteral("--out");
    }

    void commandsRefuseAnOutputThatIsAnInput()
    {
        QFETCH(QStringList, args);
        QFETCH(QString, option);
        QTemporaryDir dir;
        const QString in = dir.filePath(QStringLiteral("in.json"));
        const QByteArray content = "upstream u {\n    hash $request_uri consistent;\n    server 127.0.0.1:9001;\n}\n";
        put(in, content);
        put(dir.filePath(QStringLiteral("other.conf")), content);
        put(dir.filePath(QStringLiteral("mapping.tsv")), "/objects/1\n");
        const QString hard = dir.filePath(QStringLiteral("hard.json"));
        QCOMPARE(::link(QFile::encodeName(in).constData(), QFile::encodeName(hard).constData()), 0);
        args.replaceInStrings(QStringLiteral("DIR"), dir.path());
        args.replaceInStrings(QStringLiteral("HARD"), hard);
        args.replaceInStrings(QStringLiteral("IN"), in);
        const auto r = runCli(args, 60000);
        QCOMPARE(r.code, 2);
        QVERIFY2(r.err.contains(option.toUtf8() + ": "), r.err.constData());
        QVERIFY2(r.err.contains("input"), r.err.constData());
        QCOMPARE(contentOf(in), content);
        QCOMPARE(contentOf(dir.filePath(QStringLiteral("mapping.tsv"))), QByteArray("/objects/1\n"));
    }
};

QTEST_GUILESS_MAIN(TestOutputPath)
#include "tst_outputpath.moc"
