// `ringlab-cli measure --out DIR` with DIR on a full file system (a 64 KiB tmpfs as root, the
// file-size limit otherwise; tests/support/fulldisk.h). Before: "VALID", "wrote DIR/results.json",
// exit 0 and a 0-byte results.json. Now: the run FAILS (exit 1), the OS reason is named, "wrote" is
// never printed, every process is gone, and the mapping keeps every line that reached the disk.
#include "livetesthelpers.h"
#include "support/fulldisk.h"
#include "support/testpaths.h"

#include "ringcore/live/liverunresult.h"
#include "ringcore/live/mappingwriter.h"
#include "ringcore/live/portprobe.h"

#include <QDir>
#include <QElapsedTimer>
#include <QFileInfo>
#include <QProcess>
#include <QRegularExpression>
#include <QTest>

using namespace ringcore;
using ringlab::test::cliPath;
using ringlab::test::FullDisk;
using ringlab::test::measureArgs;

class TestMeasureFullDisk : public QObject
{
    Q_OBJECT
private:
    struct Outcome
    {
        int code = -1;
        QString out;
        QString err;
    };
    Outcome measure(const FullDisk &disk, int keys, int base)
    {
        QProcess cli;
        QStringList args = measureArgs(QStringLiteral("nginx"), keys, base, disk.path());
        args << QStringLiteral("--backends") << QStringLiteral("3") << QStringLiteral("--quiet");
        disk.start(cli, cliPath(), args);
        Outcome o;
        if (!cli.waitForFinished(120000)) {
            cli.kill();
            cli.waitForFinished();
            return o;
        }
        o.code = cli.exitStatus() == QProcess::NormalExit ? cli.exitCode() : -2;
        o.out = QString::fromUtf8(cli.readAllStandardOutput());
        o.err = QString::fromUtf8(cli.readAllStandardError());
        return o;
    }

    // Every line of the mapping that is on disk reads back as an answer from one of the backends.
    static qsizetype checkMapping(const QString &dir, int base)
    {
        QList<MappingWriter::Entry> entries;
        QString error;
        qint64 cut = 0;
        if (!MappingWriter::read(QDir(dir).filePath(QStringLiteral("mapping.tsv")), &entries, &error, &cut)) {
            qWarning() << error;
            return -1;
        }
        for (const auto &e : entries)
            if (e.status != 200 || e.backend < base || e.backend >= base + 3)
                return -1;
        return entries.size();
    }

private slots:
    void issueCaseResultsDoNotFit()
    {
        // The issue's command: 1,300 keys on a 64 KiB file system. The mapping (~50 KB) fits,
        // results.json does not.
        FullDisk disk;
        QVERIFY(disk.isValid());
        const int base = PortProbe::findFreeBase(4, 9001);
        QVERIFY(base > 0);
        const Outcome o = measure(disk, 1300, base);
        QCOMPARE(o.code, 1);
        QVERIFY2(!o.out.contains(QStringLiteral("wrote ")), qPrintable(o.out));
        QVERIFY2(!o.out.contains(QRegularExpression(QStringLiteral("(^|\\n)VALID:"))), qPrintable(o.out));
        QVERIFY2(o.out.contains(QStringLiteral("INVALID:")), qPrintable(o.out));
        QVERIFY2(o.out.contains(QStringLiteral("the results could not be saved")), qPrintable(o.out));
        QVERIFY2((o.out + o.err).contains(disk.expectedError()), qPrintable(o.out + o.err));
        QVERIFY2(o.err.contains(QStringLiteral("FAILED")) || o.out.contains(QStringLiteral("INVALID")),
                 qPrintable(o.out + o.err));
        QVERIFY(!(o.out + o.err).contains(QStringLiteral("Unknown error")));
        QVERIFY(PortProbe::listeningIn(base, 4).isEmpty());
        // No 0-byte or partial results.json: either none, or a complete one that says it failed.
        const QString results = QDir(disk.path()).filePath(QStringLiteral("results.json"));
        if (QFileInfo::exists(results)) {
            LiveRunResult saved;
            QString error;
            QVERIFY2(LiveRunResult::load(disk.path(), &saved, &error), qPrintable(error));
            QVERIFY(!saved.valid);
        }
        QVERIFY(checkMapping(disk.path(), base) >= 0);
    }

    void mappingDoesNotFitTheRunFails()
    {
        // 20,000 keys (~800 KB of mapping) on 64 KiB: the mapping write fails mid-run; the run
        // stops at once as failed, and what was flushed before stays readable.
        FullDisk disk;
        const int base = PortProbe::findFreeBase(4, 9001);
        QVERIFY(base > 0);
        QElapsedTimer t;
        t.start();
        const Outcome o = measure(disk, 20000, base);
        QCOMPARE(o.code, 1);
        QVERIFY2((o.out + o.err).contains(disk.expectedError()), qPrintable(o.out + o.err));
        QVERIFY2((o.out + o.err).contains(QStringLiteral("mapping.tsv")), qPrintable(o.out + o.err));
        QVERIFY2(!o.out.contains(QStringLiteral("wrote ")), qPrintable(o.out));
        QVERIFY(PortProbe::listeningIn(base, 4).isEmpty());
        const qsizetype lines = checkMapping(disk.path(), base);
        QVERIFY2(lines > 100 && lines < 20000, qPrintable(QString::number(lines)));
    }
};

QTEST_GUILESS_MAIN(TestMeasureFullDisk)
#include "tst_measurefulldisk.moc"
