<?xml version="1.0" encoding="UTF-8"?>
<tileset version="1.10" tiledversion="1.10.2" name="table" tilewidth="16" tileheight="16" tilecount="64" columns="8">
 <image source="../images/table_tiles.png" width="128" height="128"/>
 <tile id="0">
  <properties>
   <property name="role" value="felt-0"/>
  </properties>
 </tile>
 <tile id="1">
  <properties>
   <property name="role" value="felt-0"/>
  </properties>
 </tile>
 <tile id="2">
  <properties>
   <property name="role" value="felt-0"/>
  </properties>
 </tile>
 <tile id="3">
  <properties>
   <property name="role" value="felt-0"/>
  </properties>
 </tile>
 <tile id="4">
  <properties>
   <property name="role" value="felt-1"/>
  </properties>
 </tile>
 <tile id="5">
  <properties>
   <property name="role" value="felt-1"/>
  </properties>
 </tile>
 <tile id="6">
  <properties>
   <property name="role" value="felt-1"/>
  </properties>
 </tile>
 <tile id="7">
  <properties>
   <property name="role" value="felt-1"/>
  </properties>
 </tile>
 <tile id="8">
  <properties>
   <property name="role" value="felt-2"/>
  </properties>
 </tile>
 <tile id="9">
  <properties>
   <property name="role" value="felt-2"/>
  </properties>
 </tile>
 <tile id="10">
  <properties>
   <property name="role" value="felt-2"/>
  </properties>
 </tile>
 <tile id="11">
  <properties>
   <property name="role" value="felt-2"/>
  </properties>
 </tile>
 <tile id="12">
  <properties>
   <property name="role" value="rail-stud-top"/>
  </properties>
 </tile>
 <tile id="13">
  <properties>
   <property name="role" value="rail-stud-bottom"/>
  </properties>
 </tile>
 <tile id="14">
  <properties>
   <property name="role" value="rail-stud-left"/>
  </properties>
 </tile>
 <tile id="15">
  <properties>
   <property name="role" value="rail-stud-right"/>
  </properties>
 </tile>
 <tile id="16">
  <properties>
   <property name="role" value="rail"/>
  </properties>
 </tile>
 <tile id="17">
  <properties>
   <property name="role" value="rail"/>
  </properties>
 </tile>
 <tile id="18">
  <properties>
   <property name="role" value="rail"/>
  </properties>
 </tile>
 <tile id="19">
  <properties>
   <property name="role" value="rail"/>
  </properties>
 </tile>
 <tile id="20">
  <properties>
   <property name="role" value="rail"/>
  </properties>
 </tile>
 <tile id="21">
  <properties>
   <property name="role" value="pad"/>
  </properties>
 </tile>
 <tile id="22">
  <properties>
   <property name="role" value="pad"/>
  </properties>
 </tile>
 <tile id="23">
  <properties>
   <property name="role" value="pad"/>
  </properties>
 </tile>
 <tile id="24">
  <properties>
   <property name="role" value="rail"/>
  </properties>
 </tile>
 <tile id="25">
  <properties>
   <property name="role" value="rail"/>
  </properties>
 </tile>
 <tile id="26">
  <properties>
   <property name="role" value="rail"/>
  </properties>
 </tile>
 <tile id="27">
  <properties>
   <property name="role" value="rail"/>
  </properties>
 </tile>
 <tile id="28">
  <properties>
   <property name="role" value="rail"/>
  </properties>
 </tile>
 <tile id="29">
  <properties>
   <property name="role" value="pad"/>
  </properties>
 </tile>
 <tile id="30">
  <properties>
   <property name="role" value="pad"/>
  </properties>
 </tile>
 <tile id="31">
  <properties>
   <property name="role" value="pad"/>
  </properties>
 </tile>
 <tile id="32">
  <properties>
   <property name="role" value="rail"/>
  </properties>
 </tile>
 <tile id="33">
  <properties>
   <property name="role" value="rail"/>
  </properties>
 </tile>
 <tile id="34">
  <properties>
   <property name="role" value="ornament-diamond"/>
  </properties>
 </tile>
 <tile id="35">
  <properties>
   <property name="role" value="rail"/>
  </properties>
 </tile>
 <tile id="36">
  <properties>
   <property name="role" value="rail"/>
  </properties>
 </tile>
 <tile id="37">
  <properties>
   <property name="role" value="pad"/>
  </properties>
 </tile>
 <tile id="38">
  <properties>
   <property name="role" value="pad"/>
  </properties>
 </tile>
 <tile id="39">
  <properties>
   <property name="role" value="pad"/>
  </properties>
 </tile>
 <tile id="40">
  <properties>
   <property name="role" value="rail"/>
  </properties>
 </tile>
 <tile id="41">
  <properties>
   <property name="role" value="rail"/>
  </properties>
 </tile>
 <tile id="42">
  <properties>
   <property name="role" value="rail"/>
  </properties>
 </tile>
 <tile id="43">
  <properties>
   <property name="role" value="rail"/>
  </properties>
 </tile>
 <tile id="44">
  <properties>
   <property name="role" value="rail"/>
  </properties>
 </tile>
 <tile id="45">
  <properties>
   <property name="role" value="zone-line"/>
  </properties>
 </tile>
 <tile id="46">
  <properties>
   <property name="role" value="zone-line"/>
  </properties>
 </tile>
 <tile id="47">
  <properties>
   <property name="role" value="zone-line"/>
  </properties>
 </tile>
 <tile id="48">
  <properties>
   <property name="role" value="rail"/>
  </properties>
 </tile>
 <tile id="49">
  <properties>
   <property name="role" value="rail"/>
  </properties>
 </tile>
 <tile id="50">
  <properties>
   <property name="role" value="rail"/>
  </properties>
 </tile>
 <tile id="51">
  <properties>
   <property name="role" value="rail"/>
  </properties>
 </tile>
 <tile id="52">
  <properties>
   <property name="role" value="rail"/>
  </properties>
 </tile>
 <tile id="53">
  <properties>
   <property name="role" value="zone-line"/>
  </properties>
 </tile>
 <tile id="54">
  <properties>
   <property name="role" value="ornament-star"/>
  </properties>
 </tile>
 <tile id="55">
  <properties>
   <property name="role" value="zone-line"/>
  </properties>
 </tile>
 <tile id="56">
  <properties>
   <property name="role" value="rail-cap-tl"/>
  </properties>
 </tile>
 <tile id="57">
  <properties>
   <property name="role" value="rail-cap-tr"/>
  </properties>
 </tile>
 <tile id="58">
  <properties>
   <property name="role" value="rail-cap-bl"/>
  </properties>
 </tile>
 <tile id="59">
  <properties>
   <property name="role" value="rail-cap-br"/>
  </properties>
 </tile>
 <tile id="60">
  <properties>
   <property name="role" value="ornament-pips"/>
  </properties>
 </tile>
 <tile id="61">
  <properties>
   <property name="role" value="zone-line"/>
  </properties>
 </tile>
 <tile id="62">
  <properties>
   <property name="role" value="zone-line"/>
  </properties>
 </tile>
 <tile id="63">
  <properties>
   <property name="role" value="zone-line"/>
  </properties>
 </tile>
</tileset>
