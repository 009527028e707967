#include "gui/live/runcomparebox.h"

#include "gui/settings/appsettings.h"

#include <QComboBox>
#include <QDir>
#include <QFileDialog>
#include <QFormLayout>
#include <QHBoxLayout>
#include <QLabel>
#include <QLocale>
#include <QPushButton>

namespace ringlab::gui {

RunCompareBox::RunCompareBox(QWidget *parent)
    : QGroupBox(parent)
    , m_normalLabel(new QLabel(this))
    , m_downLabel(new QLabel(this))
    , m_normal(new QComboBox(this))
    , m_down(new QComboBox(this))
    , m_normalBrowse(new QPushButton(this))
    , m_downBrowse(new QPushButton(this))
    , m_compare(new QPushButton(this))
    , m_cancel(new QPushButton(this))
    , m_result(new QLabel(this))
    , m_job(new JobRunner<RemapOutcome>(this))
{
    setObjectName(QStringLiteral("remapBox"));
    for (QComboBox *box : {m_normal, m_down}) {
        box->setEditable(true);
        box->setInsertPolicy(QComboBox::NoInsert);
        box->setSizeAdjustPolicy(QComboBox::AdjustToMinimumContentsLengthWithIcon);
        box->setMinimumContentsLength(12);
    }
    updateRecentRuns();
    m_result->setWordWrap(true);
    m_result->setTextInteractionFlags(Qt::TextSelectableByMouse);
    m_result->hide(); // no empty line's height before there is a result (the checklist above gets it)

    auto *form = new QFormLayout(this);
    // Labels above their fields: the long run labels must not widen the page (1366 px with the tour).
    form->setRowWrapPolicy(QFormLayout::WrapAllRows);
    auto *normalRow = new QHBoxLayout;
    normalRow->addWidget(m_normal, 1);
    normalRow->addWidget(m_normalBrowse);
    auto *downRow = new QHBoxLayout;
    downRow->addWidget(m_down, 1);
    downRow->addWidget(m_downBrowse);
    form->addRow(m_normalLabel, normalRow);
    form->addRow(m_downLabel, downRow);
    auto *buttons = new QHBoxLayout;
    buttons->addWidget(m_compare);
    buttons->addWidget(m_cancel);
    buttons->addStretch();
    m_cancel->setVisible(false);
    form->addRow(buttons);
    form->addRow(m_result);

    connect(m_normalBrowse, &QPushButton::clicked, this, [this] { browseRun(m_normal); });
    connect(m_downBrowse, &QPushButton::clicked, this, [this] { browseRun(m_down); });
    connect(m_compare, &QPushButton::clicked, this, &RunCompareBox::compareRuns);
    connect(m_cancel, &QPushButton::clicked, m_job, &JobRunnerBase::cancel);
    m_job->onResult([this](const RemapOutcome &o) { showRemap(o); });
    connect(m_job, &JobRunnerBase::busyChanged, this, [this](bool busy) {
        m_compare->setEnabled(!busy);
        m_cancel->setVisible(busy);
    });
    connect(m_job, &JobRunnerBase::cancelled, this, [this] {
        showResult(tr("Cancelled."));
        emit remapShown();
    });
}

void RunCompareBox::showResult(const QString &text)
{
    m_result->setText(text);
    m_result->setVisible(!text.isEmpty());
}

void RunCompareBox::updateRecentRuns()
{
    const QStringList runs = AppSettings::recentLiveRuns();
    for (QComboBox *box : {m_normal, m_down}) {
        const QString current = box->currentText();
        const QSignalBlocker block(box);
        box->clear();
        box->addItems(runs);
        box->setEditText(current);
    }
}

void RunCompareBox::browseRun(QComboBox *box)
{
    const QString start = box->currentText().isEmpty() ? AppSettings::lastFolder() : box->currentText();
    const QString dir = QFileDialog::getExistingDirectory(this, tr("Choose a live run folder (with results.json)"), start);
    if (dir.isEmpty())
        return;
    box->setEditText(QDir::toNativeSeparators(dir));
}

void RunCompareBox::offerRun(const QString &runDir, bool measured, bool valid, bool hasDown)
{
    if (measured) {
        AppSettings::addRecentLiveRun(runDir);
        updateRecentRuns();
    }
    const QString dir = QDir::toNativeSeparators(QDir::cleanPath(runDir));
    if (m_normal->currentText().isEmpty() && valid && !hasDown)
        m_normal->setEditText(dir);
    else if (valid && hasDown)
        m_down->setEditText(dir);
}

void RunCompareBox::showRemap(const RemapOutcome &o, bool announce)
{
    m_shown = o;
    if (!o.ok) {
        showResult(o.error);
        if (announce)
            emit remapShown();
        return;
    }
    const ringcore::LiveRemap &remap = o.remap;
    const QLocale locale;
    const auto side = [&](const ringcore::RemapSide &s) {
        return tr("%1 keys on the removed servers, %2 receivers, largest %3%, %4 other keys moved")
            .arg(locale.toString(s.keysOnRemoved))
            .arg(s.receivers)
            .arg(locale.toString(s.largestShare * 100, 'f', 1), locale.toString(s.otherMoved));
    };
    showResult(tr("Removed: %1 (%2 common keys)\nMeasured: %3\nPredicted: %4%5")
                          .arg(remap.removed.join(QStringLiteral(", ")), locale.toString(remap.commonKeys),
                               side(remap.measured), side(remap.predicted),
                               remap.notes.isEmpty() ? QString() : QStringLiteral("\n") + remap.notes.join(QLatin1Char(' '))));
    if (announce)
        emit remapShown();
}

void RunCompareBox::compareRuns()
{
    // Both runs' mapping files are read (tens of MB for big runs): never on the GUI thread.
    const QString normal = QDir::fromNativeSeparators(m_normal->currentText().trimmed());
    const QString downDir = QDir::fromNativeSeparators(m_down->currentText().trimmed());
    if (normal.isEmpty() || downDir.isEmpty()) {
        showResult(normal.isEmpty() ? tr("Normal run: choose the folder of a run with every server up.")
                                           : tr("Run with servers down: choose the folder of a run with servers marked down."));
        emit remapShown();
        return;
    }
    showResult(tr("Comparing the two runs…"));
    m_job->start([normal, downDir](const JobControl &) {
        RemapOutcome o;
        o.ok = ringcore::LiveRemapper::compare(normal, downDir, &o.remap, &o.error);
        return o;
    });
}

void RunCompareBox::retranslate()
{
    setTitle(tr("Remap of two runs"));
    m_compare->setText(tr("Compare runs"));
    m_cancel->setText(tr("Cancel"));
    m_normalLabel->setText(tr("Normal run:"));
    m_downLabel->setText(tr("Run with servers down:"));
    m_normalBrowse->setText(tr("Browse…"));
    m_downBrowse->setText(tr("Browse…"));
    m_normal->setToolTip(tr("Folder of a live run with every server up (recent runs in the list)"));
    m_down->setToolTip(tr("Folder of a live run of the same keys with servers marked down"));
    if (m_shown && m_result->isVisible())
        showRemap(*m_shown, false);
}

} // namespace ringlab::gui
