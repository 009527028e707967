// Every writer of ringlab-cli against a really full file system (a 64 KiB tmpfs as root, the
// file-size limit otherwise; tests/support/fulldisk.h): `simulate --out`, `merge --out` and
// `advise --write-patched` exit 1, name the OS reason ("No space left on device"), never say
// "Unknown error", and leave the previous file exactly as it was with no temporary file beside it.
#include "support/fulldisk.h"
#include "support/testpaths.h"

#include <QFile>
#include <QProcess>
#include <QTemporaryDir>
#include <QTest>

#include <algorithm>
#include <functional>

using ringlab::test::cliPath;
using ringlab::test::dataFile;
using ringlab::test::filesIn;
using ringlab::test::FullDisk;

namespace {

struct Run
{
    int code = -1;
    QByteArray out;
    QByteArray err;
};

Run runOn(const FullDisk *disk, const QStringList &args)
{
    QProcess p;
    if (disk)
        disk->start(p, cliPath(), args);
    else
        p.start(cliPath(), args);
    Run r;
    if (!p.waitForFinished(300000)) {
        p.kill();
        p.waitForFinished();
        return r;
    }
    r.code = p.exitStatus() == QProcess::NormalExit ? p.exitCode() : -2;
    r.out = p.readAllStandardOutput();
    r.err = p.readAllStandardError();
    return r;
}

QByteArray contentOf(const QString &path)
{
    QFile f(path);
    return f.open(QIODevice::ReadOnly) ? f.readAll() : QByteArray("<unreadable>");
}

} // namespace

class TestCliFullDisk : public QObject
{
    Q_OBJECT
private:
    // Writes `old` as the previous content of NAME on a full disk, runs the writer, checks all.
    void check(const QString &name, const std::function<QStringList(const QString &target)> &args)
    {
        FullDisk disk;
        QVERIFY(disk.isValid());
        const QString target = disk.filePath(name);
        const QByteArray old = "previous content, must survive\n";
        {
            QFile f(target);
            QVERIFY(f.open(QIODevice::WriteOnly));
            f.write(old);
        }
        disk.fill();
        const QStringList before = filesIn(disk.path());
        const Run r = runOn(&disk, args(target));
        QCOMPARE(r.code, 1);
        const QString err = QString::fromUtf8(r.err);
        QVERIFY2(err.contains(disk.expectedError()), qPrintable(err));
        QVERIFY2(err.contains(target), qPrintable(err));
        QVERIFY2(!err.contains(QStringLiteral("Unknown error")), qPrintable(err));
        QCOMPARE(contentOf(target), old);
        QCOMPARE(filesIn(disk.path()), before); // nothing half-written, no temporary file
    }

private slots:
    void simulateOut()
    {
        check(QStringLiteral("rings.json"), [](const QString &target) {
            return QStringList{QStringLiteral("simulate"), QStringLiteral("--servers"), QStringLiteral("10"),
                               QStringLiteral("--points"), QStringLiteral("10"), QStringLiteral("--rings"),
                               QStringLiteral("50"), QStringLiteral("--out"), target};
        });
    }

    void mergeOut()
    {
        QTemporaryDir dir;
        const QString shard = dir.filePath(QStringLiteral("shard.json"));
        const Run s = runOn(nullptr, {QStringLiteral("simulate"), QStringLiteral("--servers"), QStringLiteral("10"),
                                      QStringLiteral("--points"), QStringLiteral("10"), QStringLiteral("--rings"),
                                      QStringLiteral("50"), QStringLiteral("--shard"), QStringLiteral("1/1"),
                                      QStringLiteral("--out"), shard});
        QCOMPARE(s.code, 0);
        check(QStringLiteral("merged.json"), [&](const QString &target) {
            return QStringList{QStringLiteral("merge"), shard, QStringLiteral("--out"), target};
        });
    }

    void advisePatched()
    {
        const QString config = dataFile(QStringLiteral("configs/haproxy/seed-haproxy-default.cfg"));
        check(QStringLiteral("patched.cfg"), [&](const QString &target) {
            return QStringList{QStringLiteral("advise"), config, QStringLiteral("--write-patched"), target};
        });
    }

    void writersStillWriteWhenThereIsRoom()
    {
        // The same commands on a disk with room: exit 0 and the new content in place.
        QTemporaryDir dir;
        const QString target = dir.filePath(QStringLiteral("patched.cfg"));
        const Run r = runOn(nullptr, {QStringLiteral("advise"),
                                      dataFile(QStringLiteral("configs/haproxy/seed-haproxy-default.cfg")),
                                      QStringLiteral("--write-patched"), target});
        QCOMPARE(r.code, 0);
        QVERIFY(contentOf(target).contains("backend"));
        QCOMPARE(filesIn(dir.path()), QStringList{QStringLiteral("patched.cfg")});
    }
};

QTEST_GUILESS_MAIN(TestCliFullDisk)
#include "tst_clifulldisk.moc"
