// The Advisor page's widgets: the file, format, section and target fields, the config beside
// the chart and the report, and their texts.
#include "gui/advisor/advisorpage.h"
#include "gui/export/figurepanel.h"

#include "ringcore/advisor/advisorsystem.h"

#include <QComboBox>
#include <QDoubleSpinBox>
#include <QFormLayout>
#include <QHBoxLayout>
#include <QLabel>
#include <QPlainTextEdit>
#include <QPushButton>
#include <QSpinBox>
#include <QSplitter>
#include <QTextBrowser>
#include <QVBoxLayout>

using namespace ringcore;

namespace ringlab::gui {

void AdvisorPage::createFields()
{
    m_format = new QComboBox;
    m_format->setObjectName(QStringLiteral("advisorFormat"));
    m_format->addItem(QString(), QString()); // "Detect", set in retranslate()
    for (const AdvisorSystem *system : AdvisorSystemRegistry::all())
        m_format->addItem(system->name(), system->name());
    m_epsilon = new QDoubleSpinBox;
    m_epsilon->setRange(AdvisorOptions::kEpsilon.min, AdvisorOptions::kEpsilon.max);
    m_epsilon->setDecimals(3);
    m_epsilon->setSingleStep(0.01);
    m_epsilon->setValue(AdvisorOptions().epsilon);
    m_rings = new QSpinBox;
    m_rings->setRange(int(AdvisorOptions::kRings.min), int(AdvisorOptions::kRings.max));
    m_hosts = new QSpinBox;
    m_hosts->setRange(int(ConfigReadOptions::kHosts.min), int(ConfigReadOptions::kHosts.max));
    m_hosts->setValue(ConfigReadOptions().hosts);

    m_openButton = new QPushButton;
    m_adviseButton = new QPushButton;
    m_cancelButton = new QPushButton;
    m_cancelButton->setObjectName(QStringLiteral("advisorCancel"));
    m_cancelButton->setEnabled(false);
    m_markdownButton = new QPushButton;
    m_pdfButton = new QPushButton;
    m_markdownButton->setEnabled(false);
    m_pdfButton->setEnabled(false);
}

/// The first two rows: the file, its format and section, Advise and Cancel; the targets.
void AdvisorPage::layoutControls(QVBoxLayout *layout)
{
    auto *controls = new QHBoxLayout;
    controls->addWidget(m_openButton);
    auto *form = new QFormLayout;
    m_formatLabel = new QLabel;
    form->addRow(m_formatLabel, m_format);
    auto *form2 = new QFormLayout;
    form2->addRow(tr("ε"), m_epsilon);
    auto *form3 = new QFormLayout;
    m_ringsLabel = new QLabel;
    form3->addRow(m_ringsLabel, m_rings);
    auto *form4 = new QFormLayout;
    m_hostsLabel = new QLabel;
    form4->addRow(m_hostsLabel, m_hosts);
    // Which upstream / backend / cluster to advise on, when the file has several (hidden otherwise).
    m_section = new QComboBox;
    m_section->setSizeAdjustPolicy(QComboBox::AdjustToContents);
    m_sectionLabel = new QLabel;
    m_sectionLabel->setBuddy(m_section);
    m_section->setVisible(false);
    m_sectionLabel->setVisible(false);
    // Two rows (the file and the action; the targets), so the page stays narrow enough for a
    // 1366-pixel window with the guided tour open.
    controls->addLayout(form);
    controls->addWidget(m_sectionLabel);
    controls->addWidget(m_section);
    controls->addWidget(m_adviseButton);
    controls->addWidget(m_cancelButton);
    controls->addStretch();
    auto *targets = new QHBoxLayout;
    targets->addLayout(form2);
    targets->addLayout(form3);
    targets->addLayout(form4);
    targets->addStretch();

    layout->addLayout(controls);
    layout->addLayout(targets);
}

/// The status row with the exports, then the config beside the chart over the report.
void AdvisorPage::layoutPanes(QVBoxLayout *layout)
{
    m_editor = new QPlainTextEdit;
    // Long server lines wrap at the pane's edge instead of running out of sight; the splitter
    // handle beside the pane resizes it.
    m_editor->setLineWrapMode(QPlainTextEdit::WidgetWidth);
    m_editor->setWordWrapMode(QTextOption::WrapAtWordBoundaryOrAnywhere);
    m_editor->setMinimumWidth(160);
    m_view = new QTextBrowser;
    m_view->setOpenExternalLinks(false);
    m_chart = new FigurePanel;
    m_chart->setMinimumHeight(260); // leaves the report room on a 768-pixel-high screen
    m_status = new QLabel;
    m_status->setWordWrap(true);
    m_status->setTextInteractionFlags(Qt::TextSelectableByMouse);

    auto *right = new QSplitter(Qt::Vertical);
    right->addWidget(m_chart);
    right->addWidget(m_view);
    right->setStretchFactor(1, 2);
    auto *split = new QSplitter(Qt::Horizontal);
    m_split = split;
    split->setObjectName(QStringLiteral("advisorSplitter"));
    split->setChildrenCollapsible(false);
    split->setHandleWidth(6);
    split->addWidget(m_editor);
    split->addWidget(right);
    split->setStretchFactor(0, 2);
    split->setStretchFactor(1, 3);

    // The result line and the report's exports share the second row, so the page stays narrow
    // enough for the window with the guided tour open.
    auto *statusRow = new QHBoxLayout;
    statusRow->addWidget(m_status, 1);
    statusRow->addWidget(m_markdownButton);
    statusRow->addWidget(m_pdfButton);
    layout->addLayout(statusRow);
    layout->addWidget(split, 1);
}

void AdvisorPage::retranslate()
{
    m_format->setItemText(0, tr("Detect"));
    m_format->setToolTip(tr("The config's format: detected from its text, or %1")
                             .arg(AdvisorSystemRegistry::joinOr(AdvisorSystemRegistry::names())));
    m_formatLabel->setText(tr("Format"));
    m_epsilon->setToolTip(tr("Target ε (0.01–2): the busiest server within 1+ε of its fair share in 95% of rings"));
    // Not the Monte-Carlo's ring count (the report's "200 rings"): a multiplier of the memory cost.
    m_ringsLabel->setText(tr("Rings in memory"));
    m_rings->setToolTip(tr("Rings held in memory (one per feature combination), a multiplier of the cost; not the "
                           "rings simulated for the spread; 1–1,000,000"));
    // The host count of the systems whose configs name no servers (AdvisorSystem::listsServers).
    for (const AdvisorSystem *system : AdvisorSystemRegistry::all()) {
        if (system->listsServers())
            continue;
        m_hostsLabel->setText(system->hostsLabel());
        m_hosts->setToolTip(system->hostsToolTip());
        break;
    }
    m_section->setToolTip(tr("The file has several sections; choose the one to advise on"));
    m_sectionLabel->setText(tr("Section"));
    m_openButton->setText(tr("Open…"));
    m_adviseButton->setText(tr("Advise"));
    m_cancelButton->setText(tr("Cancel"));
    m_markdownButton->setText(tr("Export Markdown…"));
    m_pdfButton->setText(tr("Export PDF…"));
    QStringList what;
    for (const AdvisorSystem *system : AdvisorSystemRegistry::all())
        what.append(system->readsWhat());
    m_editor->setPlaceholderText(tr("Paste %1 here, or open a file.").arg(AdvisorSystemRegistry::joinOr(what)));
}

} // namespace ringlab::gui
