// What the programs say about themselves and where they look (issue 36): `ringlab-cli --version`
// names the version and the git commit; the hidden --list-* options the bash completion reads list
// the registries; helpers are looked for beside the program, then in the install prefix's
// libexec/ringlab (never only in the build tree).
#include "support/clirunner.h"
#include "support/gitcommit.h"
#include "support/testpaths.h"

#include "ringcore/core/buildinfo.h"
#include "ringcore/live/systemdescription.h"
#include "ringcore/rings/algorithmregistry.h"

#include <QCoreApplication>
#include <QDir>
#include <QTest>

using Run = ringlab::test::ProcessRun;
using namespace ringcore;

namespace {

QStringList lines(const Run &run)
{
    return QString::fromUtf8(run.out).split(QLatin1Char('\n'), Qt::SkipEmptyParts);
}

} // namespace

class TestBuildInfo : public QObject
{
    Q_OBJECT
private slots:
    void versionNamesTheCommit()
    {
        const Run run = ringlab::test::runCli({QStringLiteral("--version")}, 60000);
        QCOMPARE(run.code, 0);
        const QString out = QString::fromUtf8(run.out).trimmed();
        const QString expected = QStringLiteral("ringlab-cli " RINGLAB_VERSION " (git %1").arg(ringlab::test::gitHead());
        QVERIFY2(out.startsWith(expected) && out.endsWith(QLatin1Char(')')), qPrintable(out + QStringLiteral(" vs ") + expected));
        QCOMPARE(buildinfo::versionLine(), QStringLiteral(RINGLAB_VERSION " (git %1)").arg(buildinfo::commit()));
    }

    void listsForTheCompletion()
    {
        const Run proxies = ringlab::test::runCli({QStringLiteral("--list-proxies")}, 60000);
        QCOMPARE(proxies.code, 0);
        QStringList systems = SystemRegistry::names();
        systems.sort();
        QCOMPARE(lines(proxies), systems);
        QVERIFY(systems.contains(QStringLiteral("nginx")));
        const Run algorithms = ringlab::test::runCli({QStringLiteral("--list-algorithms")}, 60000);
        QStringList names = AlgorithmRegistry::names();
        names.sort();
        QCOMPARE(lines(algorithms), names);
        const Run commands = ringlab::test::runCli({QStringLiteral("--list-commands")}, 60000);
        QVERIFY2(lines(commands).contains(QStringLiteral("measure")) && lines(commands).contains(QStringLiteral("shares")),
                 commands.out.constData());
        // Hidden: the help a person reads does not list them.
        const Run help = ringlab::test::runCli({QStringLiteral("--help")}, 60000);
        QVERIFY(!help.out.contains("--list-"));
    }

    void helpersAreLookedForInTheInstallPrefix()
    {
        const QDir here(QCoreApplication::applicationDirPath());
        const QStringList candidates = buildinfo::helperCandidates(QStringLiteral("ringlab-figure"));
        QCOMPARE(candidates.size(), 2);
        QCOMPARE(candidates.at(0), here.filePath(QStringLiteral("ringlab-figure")));
        // bin/../libexec/ringlab: the folder CMake installs the helpers to (CMakeLists.txt, layout).
        QVERIFY2(candidates.at(1).endsWith(QStringLiteral("/libexec/ringlab/ringlab-figure")), qPrintable(candidates.at(1)));
        QVERIFY2(!candidates.at(1).contains(QStringLiteral("..")), qPrintable(candidates.at(1)));
        QVERIFY(buildinfo::findHelper(QStringLiteral("no-such-helper")).isEmpty());
    }
};

QTEST_GUILESS_MAIN(TestBuildInfo)
#include "tst_buildinfo.moc"
